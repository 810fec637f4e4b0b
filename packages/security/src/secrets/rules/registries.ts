import type { SecretRule } from '../types.js';
import { token } from './pattern.js';

/** Package registries and artifact stores. */
export const registryRules = (): readonly SecretRule[] => [
  {
    id: 'npm-access-token',
    description: 'npm access token',
    regex: token('npm_', '[A-Za-z0-9]{36}'),
    keywords: ['npm_'],
    entropy: 3.5,
  },
  {
    id: 'npmrc-auth-token',
    description: 'Literal _authToken or _auth value in an .npmrc / .yarnrc',
    // Only where npm and yarn configs put it: line start, after `:` (`//registry/:_authToken=`) or in quotes.
    regex:
      /(?<=^|[\s:"'])(?:_authToken|_auth|npmAuthToken)["']?\s*[:=]\s*["']?(?<secret>[A-Za-z0-9_+/=.:-]{20,})(?![\w(])/m,
    keywords: ['_authtoken', '_auth', 'npmauthtoken'],
    entropy: 3.5,
  },
  {
    id: 'pypi-token',
    description: 'PyPI upload token',
    regex: token('pypi-', 'AgEIcHlwaS5vcmc[A-Za-z0-9_-]{50,}'),
    keywords: ['pypi-ageichlwas5vcmc'],
  },
  {
    id: 'rubygems-api-key',
    description: 'RubyGems API key',
    regex: token('rubygems_', '[a-f0-9]{48}'),
    keywords: ['rubygems_'],
  },
  {
    id: 'nuget-api-key',
    description: 'NuGet.org API key',
    regex: token('oy2', '[a-z0-9]{43}'),
    keywords: ['oy2'],
    entropy: 3.5,
  },
  {
    id: 'dockerhub-token',
    description: 'Docker Hub personal or organisation access token',
    regex: token('dckr_(?:pat|oat)_', '[A-Za-z0-9_-]{27,32}'),
    keywords: ['dckr_pat_', 'dckr_oat_'],
    entropy: 3.5,
  },
  {
    id: 'clojars-token',
    description: 'Clojars deploy token',
    regex: token('CLOJARS_', '[a-z0-9]{60}'),
    keywords: ['clojars_'],
  },
  {
    id: 'crates-io-token',
    description: 'crates.io API token',
    regex: token('cio', '[A-Za-z0-9]{32}'),
    keywords: ['cio'],
    entropy: 4,
    validate: (s) => /[A-Z]/.test(s) && /[a-z]/.test(s.slice(3)) && /\d/.test(s),
  },
  {
    id: 'jfrog-token',
    description: 'JFrog Artifactory API key or reference token',
    regex: /(?<![\w-])(?:AKCp[A-Za-z0-9]{69}|cmVmdGtuOjAxOj[A-Za-z0-9]{50,})(?![\w-])/,
    keywords: ['akcp', 'cmvmdgtuojaxoj'],
  },
  {
    id: 'maven-settings-password',
    description: 'Plain password in a Maven settings.xml server entry',
    regex: /<password>(?<secret>[^<${}\s]{8,})<\/password>/,
    keywords: ['<password>'],
    entropy: 3,
  },
];
