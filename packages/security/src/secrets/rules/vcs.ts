import type { SecretRule } from '../types.js';
import { token } from './pattern.js';

/** A token of `body` characters after a literal prefix, bounded on both sides. */

/** Source hosting: GitHub, GitLab, Bitbucket, Atlassian, Sourcegraph. */
export const vcsRules = (): readonly SecretRule[] => [
  {
    id: 'github-pat',
    description: 'GitHub classic personal access token',
    regex: token('ghp_', '[A-Za-z0-9]{36}'),
    keywords: ['ghp_'],
    entropy: 3.5,
  },
  {
    id: 'github-fine-grained-pat',
    description: 'GitHub fine-grained personal access token',
    regex: token('github_pat_', '[A-Za-z0-9]{22}_[A-Za-z0-9]{59}'),
    keywords: ['github_pat_'],
  },
  {
    id: 'github-oauth-token',
    description: 'GitHub OAuth access token',
    regex: token('gho_', '[A-Za-z0-9]{36}'),
    keywords: ['gho_'],
    entropy: 3.5,
  },
  {
    id: 'github-app-token',
    description: 'GitHub App user-to-server or installation token',
    regex: token('gh[us]_', '[A-Za-z0-9]{36}'),
    keywords: ['ghu_', 'ghs_'],
    entropy: 3.5,
  },
  {
    id: 'github-refresh-token',
    description: 'GitHub refresh token',
    regex: token('ghr_', '[A-Za-z0-9]{36,76}'),
    keywords: ['ghr_'],
    entropy: 3.5,
  },
  {
    id: 'gitlab-pat',
    description: 'GitLab personal, project or group access token',
    regex: token('glpat-', '[A-Za-z0-9_-]{20,}(?:\\.[A-Za-z0-9]{2}\\.[a-z0-9]{9})?'),
    keywords: ['glpat-'],
    entropy: 3.5,
  },
  {
    id: 'gitlab-pipeline-trigger-token',
    description: 'GitLab pipeline trigger token',
    regex: token('glptt-', '[a-f0-9]{40}'),
    keywords: ['glptt-'],
  },
  {
    id: 'gitlab-runner-token',
    description: 'GitLab runner authentication or registration token',
    regex: /(?<![\w-])(?:glrt-[A-Za-z0-9_-]{20,}|GR1348941[A-Za-z0-9_-]{20})(?![\w-])/,
    keywords: ['glrt-', 'gr1348941'],
    entropy: 3.5,
  },
  {
    id: 'gitlab-deploy-token',
    description: 'GitLab deploy token',
    regex: token('gldt-', '[A-Za-z0-9_-]{20,}'),
    keywords: ['gldt-'],
    entropy: 3.5,
  },
  {
    id: 'gitlab-ci-job-token',
    description: 'GitLab CI/CD job token',
    regex: token('glcbt-', '(?:[0-9a-fA-F]{2}_)?[A-Za-z0-9_-]{20,}'),
    keywords: ['glcbt-'],
    entropy: 3.5,
  },
  {
    id: 'gitlab-oauth-app-secret',
    description: 'GitLab OAuth application secret',
    regex: token('gloas-', '[a-f0-9]{64}'),
    keywords: ['gloas-'],
  },
  {
    id: 'gitlab-other-token',
    description: 'GitLab feed, incoming mail, SCIM, agent or feature-flag token',
    regex:
      /(?<![\w-])(?:glft-[A-Za-z0-9_-]{20}|glimt-[a-z0-9]{25}|glsoat-[A-Za-z0-9_-]{20}|glagent-[A-Za-z0-9_-]{50}|glffct-[A-Za-z0-9_-]{20})(?![\w-])/,
    keywords: ['glft-', 'glimt-', 'glsoat-', 'glagent-', 'glffct-'],
    entropy: 3.5,
  },
  {
    id: 'bitbucket-app-password',
    description: 'Bitbucket app password or access token',
    regex: token('ATBB', '[A-Za-z0-9_=.-]{32}'),
    keywords: ['atbb'],
    entropy: 3.5,
  },
  {
    id: 'atlassian-api-token',
    description: 'Atlassian (Jira, Confluence) API token',
    regex: token('ATATT3', '[A-Za-z0-9_=-]{180,200}'),
    keywords: ['atatt3'],
  },
  {
    id: 'sourcegraph-token',
    description: 'Sourcegraph access token',
    regex: token('sgp_', '(?:[a-f0-9]{16}_|local_)?[a-f0-9]{40}'),
    keywords: ['sgp_'],
  },
];
