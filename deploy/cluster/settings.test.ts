// @vitest-environment node
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { clusterSettings, repoRoot } from './settings';

describe('npm run start:cluster settings', () => {
  it('defaults: nginx on 8080, two replicas after it, its own PostgreSQL and folder, demo data', () => {
    const settings = clusterSettings({ INIT_CWD: repoRoot });
    expect(settings).toMatchObject({
      port: 8080,
      replicaPorts: [8081, 8082],
      pgPort: 54349,
      dir: path.join(repoRoot, '.data-cluster'),
      stateFile: path.join(repoRoot, '.data-cluster', 'run', 'cluster.json'),
      webRoot: path.join(repoRoot, 'www'),
      seedDemo: true,
    });
    expect(settings.store).toBeUndefined();
  });

  it('reads the releases from an S3-compatible store when RELEASE_STORE names one', () => {
    const settings = clusterSettings({ INIT_CWD: repoRoot, RELEASE_STORE: 'portal-releases/prod', RELEASE_STORE_ENDPOINT: 'http://127.0.0.1:9000' });
    expect(settings.store).toEqual({ bucketPath: 'portal-releases/prod', endpoint: 'http://127.0.0.1:9000' });
  });

  it('takes ports, replicas, folders and the demo switch from the environment', () => {
    const settings = clusterSettings({
      INIT_CWD: '/tmp',
      CLUSTER_PORT: '8310',
      CLUSTER_API_PORT: '8314',
      CLUSTER_REPLICAS: '3',
      CLUSTER_PGPORT: '55421',
      CLUSTER_DIR: 'cluster',
      CLUSTER_STATE_FILE: 'state.json',
      SEED_DEMO: 'off',
    });
    expect(settings).toMatchObject({
      port: 8310,
      replicaPorts: [8314, 8315, 8316],
      pgPort: 55421,
      dir: '/tmp/cluster',
      stateFile: '/tmp/state.json',
      seedDemo: false,
    });
  });

  it('refuses ports that overlap or are not ports, and odd replica counts', () => {
    expect(() => clusterSettings({ CLUSTER_PORT: '8310', CLUSTER_PGPORT: '8311' })).toThrow(/overlap/);
    expect(() => clusterSettings({ CLUSTER_PORT: 'eighty' })).toThrow(/CLUSTER_PORT: not a port/);
    expect(() => clusterSettings({ CLUSTER_REPLICAS: '0' })).toThrow(/CLUSTER_REPLICAS/);
    expect(() => clusterSettings({ SEED_DEMO: 'maybe' })).toThrow(/SEED_DEMO/);
  });
});
