import type { SecretRule } from '../types.js';
import { assigned, hex, token } from './pattern.js';

/** AI model providers and ML platforms. */
export const aiRules = (): readonly SecretRule[] => [
  {
    id: 'openai-api-key',
    description: 'OpenAI API key (project, service account, admin or legacy)',
    regex: token('sk-(?:proj-|svcacct-|admin-|None-)?', '[A-Za-z0-9_-]{16,160}T3BlbkFJ[A-Za-z0-9_-]{16,160}'),
    keywords: ['t3blbkfj'],
  },
  {
    id: 'anthropic-api-key',
    description: 'Anthropic API or admin key',
    regex: token('sk-ant-(?:api03|admin01)-', '[A-Za-z0-9_-]{80,100}AA'),
    keywords: ['sk-ant-'],
  },
  {
    id: 'openrouter-api-key',
    description: 'OpenRouter API key',
    regex: token('sk-or-v1-', hex(64)),
    keywords: ['sk-or-v1-'],
  },
  {
    id: 'groq-api-key',
    description: 'Groq API key',
    regex: token('gsk_', '[A-Za-z0-9]{52}'),
    keywords: ['gsk_'],
    entropy: 3.5,
  },
  {
    id: 'xai-api-key',
    description: 'xAI (Grok) API key',
    regex: token('xai-', '[A-Za-z0-9]{80}'),
    keywords: ['xai-'],
    entropy: 3.5,
  },
  {
    id: 'perplexity-api-key',
    description: 'Perplexity API key',
    regex: token('pplx-', '[A-Za-z0-9]{48}'),
    keywords: ['pplx-'],
    entropy: 3.5,
  },
  {
    id: 'replicate-api-token',
    description: 'Replicate API token',
    regex: token('r8_', '[A-Za-z0-9]{37}'),
    keywords: ['r8_'],
    entropy: 3.5,
  },
  {
    id: 'huggingface-token',
    description: 'Hugging Face user or organisation access token',
    regex: token('(?:hf_|api_org_)', '[A-Za-z]{34}'),
    keywords: ['hf_', 'api_org_'],
    entropy: 3.5,
  },
  {
    id: 'langsmith-api-key',
    description: 'LangSmith personal or service key',
    regex: token('lsv2_(?:pt|sk)_', `${hex(32)}_${hex(10)}`),
    keywords: ['lsv2_'],
  },
  {
    id: 'pinecone-api-key',
    description: 'Pinecone API key',
    regex: token('pcsk_', '[A-Za-z0-9_]{50,80}'),
    keywords: ['pcsk_'],
    entropy: 3.5,
  },
  {
    id: 'nvidia-api-key',
    description: 'NVIDIA NGC / build.nvidia.com API key',
    regex: token('nvapi-', '[A-Za-z0-9_-]{64}'),
    keywords: ['nvapi-'],
    entropy: 3.5,
  },
  {
    id: 'deepseek-api-key',
    description: 'DeepSeek API key next to the word deepseek',
    regex: assigned('deepseek', `sk-${hex(32)}`),
    keywords: ['deepseek'],
  },
  {
    id: 'cohere-api-key',
    description: 'Cohere API key next to the word cohere',
    regex: assigned('(?:cohere|co_api)', '[A-Za-z0-9]{40}'),
    keywords: ['cohere', 'co_api'],
    entropy: 4,
  },
  {
    id: 'mistral-api-key',
    description: 'Mistral API key next to the word mistral',
    regex: assigned('mistral', '[A-Za-z0-9]{32}'),
    keywords: ['mistral'],
    entropy: 4,
  },
  {
    id: 'wandb-api-key',
    description: 'Weights & Biases API key',
    regex: assigned('wandb', hex(40)),
    keywords: ['wandb'],
  },
  {
    id: 'elevenlabs-api-key',
    description: 'ElevenLabs API key',
    regex: /(?<![\w-])sk_[a-f0-9]{48}(?![\w-])/,
    keywords: ['sk_'],
    entropy: 3,
  },
];
