import { expect, test } from '@playwright/test';

test('the API docs page lists the login calls', async ({ page }) => {
  // Swagger UI reads the whole document (about 1 MB, every operation) before it shows any.
  test.setTimeout(120_000);
  await page.goto('/api/docs');
  await expect(page.getByText('/api/Alumno/logaUsuario').first()).toBeVisible({ timeout: 90_000 });
  await expect(page.getByText('/api/Empresa/logaUsuario').first()).toBeVisible();
  await expect(page.getByText('/api/Empresa/dameEmpresasDelUsuario').first()).toBeVisible();
});

test('the remotes manifest names every remote with its version and is never cached', async ({ request }) => {
  const response = await request.get('/remotes.json');
  expect(response.headers()['cache-control']).toContain('no-cache');
  const manifest = (await response.json()) as { remotes: Record<string, { entry: string; version: string }> };
  expect(Object.keys(manifest.remotes).sort()).toEqual(['mf_company', 'mf_cv', 'mf_offers', 'mf_office', 'mf_session', 'mf_surveys_events']);
  for (const remote of Object.values(manifest.remotes)) {
    const entry = await request.get(remote.entry);
    expect(entry.ok()).toBe(true);
  }
});
