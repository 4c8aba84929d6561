import { describe, expect, it } from 'vitest';
import { describeIncompatibilities, federationRuntime, incompatibilities, needsOf, providesOf, type FederationManifest } from './compatibility';

const remoteBuiltOn = (pluginVersion: string): FederationManifest => ({
  shared: [{ name: 'react', singleton: true, version: '19.3.1', requiredVersion: '^19.0.0' }],
  metaData: { pluginVersion },
  exposes: [{ name: 'CvPage' }],
});
const shellBuiltOn = (pluginVersion?: string): FederationManifest => ({
  shared: [{ name: 'react', singleton: true, version: '19.3.1', requiredVersion: '^19.0.0' }],
  metaData: pluginVersion ? { pluginVersion } : {},
});

describe("a remote's entry runs on the shell's federation runtime: a checked need", () => {
  it("is a need of the remote's plugin major version, at least its minor", () => {
    expect(needsOf(remoteBuiltOn('2.9.2'))).toEqual({ react: '^19.0.0', [federationRuntime]: '^2.9.0' });
  });

  it('is refused, naming both versions, by a shell on an older minor or another major', () => {
    const needs = needsOf(remoteBuiltOn('2.9.2'));
    expect(describeIncompatibilities('mf-cv', incompatibilities(needs, providesOf(shellBuiltOn('2.8.4'))))).toBe(
      'mf-cv needs @module-federation/runtime-core ^2.9.0, the live shell provides 2.8.4',
    );
    expect(incompatibilities(needs, providesOf(shellBuiltOn('3.0.0')))).toHaveLength(1);
  });

  it('is met by a shell on the same or a later minor of the major', () => {
    const needs = needsOf(remoteBuiltOn('2.9.2'));
    expect(incompatibilities(needs, providesOf(shellBuiltOn('2.9.0')))).toEqual([]);
    expect(incompatibilities(needs, providesOf(shellBuiltOn('2.12.1')))).toEqual([]);
  });
});
