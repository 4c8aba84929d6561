import { useEffect, useState } from 'react';
import { useStore } from 'zustand';
import { downloadBlob } from '@portal/api-client';
import { profilePhotoAddress, profilePhotoStore, useSession } from '@portal/session';

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
    // One download for the header and the CV (the session singleton holds the photo for both).
    profilePhotoAddress(() => downloadBlob({ url: '/api/Alumno/imagenPerfil' }))
      // null: no photo yet (204), the initials stay.
      .then((address) => live && setPhoto(address))
      // It could not be fetched: the initials stay.
      .catch(() => live && setPhoto(null));
    return () => {
      live = false;
    };
  }, [userType, token, version]);

  if (userType !== 'Alumno') return null;
  return (
    <span className="shell-header__avatar" aria-hidden="true" data-testid="header-avatar">
      {photo ? <img src={photo} alt="" width="32" height="32" /> : initialsOf(name)}
    </span>
  );
};
