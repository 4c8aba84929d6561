import { describe, expect, it } from 'vitest';
import { ApiError } from '@portal/api-client';
import { loginErrorView } from '../src/forms/login-error';

describe('login error view', () => {
  it('shows the server message for 3 and 79', () => {
    expect(loginErrorView(new ApiError(3, 'Usuario o contraseña incorrectos'))).toEqual({
      status: 3,
      serverMessage: 'Usuario o contraseña incorrectos',
    });
    expect(loginErrorView(new ApiError(79, 'Sin acceso'))).toEqual({ status: 79, serverMessage: 'Sin acceso' });
  });

  it('shows the catalogue entry for any other status, and 500 for a network failure', () => {
    expect(loginErrorView(new ApiError(90, 'ignored'))).toEqual({ status: 90 });
    // A company that is not the user's (71): the catalogue's words, "no permission for this company's data".
    expect(loginErrorView(new ApiError(71, 'ignored'))).toEqual({ status: 71 });
    expect(loginErrorView(new TypeError('Failed to fetch'))).toEqual({ status: 500 });
  });
});
