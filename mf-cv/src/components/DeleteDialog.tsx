import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@portal/ui';
import '../i18n';

/** Asks before a record of the CV is deleted; `name` says which (none: the dialog is closed). */
export const DeleteDialog = ({
  name,
  onConfirm,
  onCancel,
}: {
  name: string | null;
  onConfirm: () => void;
  onCancel: () => void;
}) => {
  const { t } = useTranslation('cv');
  return (
    <ConfirmDialog
      open={name !== null}
      title={t('deleteTitle')}
      confirmLabel={t('delete')}
      cancelLabel={t('cancel')}
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      <p>{t('deleteQuestion', { name: name ?? '' })}</p>
    </ConfirmDialog>
  );
};
