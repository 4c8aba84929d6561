import { useEffect, useState } from 'react';
import { useStore } from 'zustand';
import { downloadBlob } from '@portal/api-client';
import { profilePhotoStore, useSession } from '@portal/session';

/** Two initials of the user's name, shown until (or instead of) the photo. */
const initialsOf = (name: string | null) =>
  (name ?? '')
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]!.toUpperCase())
    .join('');

/**
 * The student's photo in the header (spec 000: "shown in the CV and the header"), fetched with the
 * session's token and again whenever the CV saves a new one. Decorative: the name is beside it.
 * The circle keeps its size while the photo loads, so nothing moves.
 */
export const HeaderAvatar = () => {
  const { userType, token, name } = useSession();
  const version = useStore(profilePhotoStore, (state) => state.version);
  const [photo, setPhoto] = useState<string | null>(null);

  useEffect(() => {
    if (userType !== 'Alumno' || !token) return undefined;
    let live = true;
    let objectUrl: string | null = null;
    downloadBlob({ url: '/api/Alumno/imagenPerfil' })
      .then((blob) => {
        // 204: no photo yet, the initials stay.
        if (!live || blob.size === 0) return;
        objectUrl = URL.createObjectURL(blob);
        setPhoto(objectUrl);
      })
      // No photo yet (or it could not be fetched): the initials stay.
      .catch(() => live && setPhoto(null));
    return () => {
      live = false;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [userType, token, version]);

  if (userType !== 'Alumno') return null;
  return (
    <span className="shell-header__avatar" aria-hidden="true" data-testid="header-avatar">
      {photo ? <img src={photo} alt="" width="32" height="32" /> : initialsOf(name)}
    </span>
  );
};
