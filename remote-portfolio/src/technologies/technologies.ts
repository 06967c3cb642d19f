import SiAngular from '@icons-pack/react-simple-icons/icons/SiAngular';
import SiAnthropic from '@icons-pack/react-simple-icons/icons/SiAnthropic';
import SiApachekafka from '@icons-pack/react-simple-icons/icons/SiApachekafka';
import SiExpress from '@icons-pack/react-simple-icons/icons/SiExpress';
import SiHuggingface from '@icons-pack/react-simple-icons/icons/SiHuggingface';
import SiNodedotjs from '@icons-pack/react-simple-icons/icons/SiNodedotjs';
import SiRabbitmq from '@icons-pack/react-simple-icons/icons/SiRabbitmq';
import SiReact from '@icons-pack/react-simple-icons/icons/SiReact';
import SiReduxsaga from '@icons-pack/react-simple-icons/icons/SiReduxsaga';
import SiSocketdotio from '@icons-pack/react-simple-icons/icons/SiSocketdotio';
import SiStyledcomponents from '@icons-pack/react-simple-icons/icons/SiStyledcomponents';
import SiTypescript from '@icons-pack/react-simple-icons/icons/SiTypescript';
import SiWebpack from '@icons-pack/react-simple-icons/icons/SiWebpack';
import type { IconType } from '@icons-pack/react-simple-icons';
import groqIcon from '@lobehub/icons-static-svg/icons/groq.svg';
import openAiIcon from '@lobehub/icons-static-svg/icons/openai.svg';

/**
 * How a technology's logo is drawn: a Simple Icons component, a LobeHub logo
 * file (AI vendors Simple Icons no longer carries), or a monogram for
 * libraries without a published logo in either set.
 */
export type TechnologyIcon = { kind: 'component'; Icon: IconType } | { kind: 'image'; src: string } | { kind: 'monogram'; letters: string };

export interface Technology {
  title: string;
  icon: TechnologyIcon;
}

const component = (Icon: IconType): TechnologyIcon => ({ kind: 'component', Icon });

/** docs/product-rules.md §3 technology keys. */
export const TECHNOLOGIES = {
  openAI: { title: 'OpenAI', icon: { kind: 'image', src: openAiIcon } },
  anthropic: { title: 'Anthropic', icon: component(SiAnthropic) },
  groq: { title: 'Groq', icon: { kind: 'image', src: groqIcon } },
  huggingFace: { title: 'Hugging Face', icon: component(SiHuggingface) },
  react: { title: 'React', icon: component(SiReact) },
  reactSpring: { title: 'React Spring', icon: { kind: 'monogram', letters: 'RS' } },
  angular: { title: 'Angular', icon: component(SiAngular) },
  emotion: { title: 'Emotion', icon: { kind: 'monogram', letters: 'E' } },
  express: { title: 'Express', icon: component(SiExpress) },
  kafka: { title: 'Apache Kafka', icon: component(SiApachekafka) },
  node: { title: 'Node.js', icon: component(SiNodedotjs) },
  rabbitMQ: { title: 'RabbitMQ', icon: component(SiRabbitmq) },
  reduxSaga: { title: 'Redux-Saga', icon: component(SiReduxsaga) },
  socket: { title: 'Socket.IO', icon: component(SiSocketdotio) },
  styled: { title: 'styled-components', icon: component(SiStyledcomponents) },
  typescript: { title: 'TypeScript', icon: component(SiTypescript) },
  webpack: { title: 'webpack', icon: component(SiWebpack) },
} as const satisfies Record<string, Technology>;

export type CanonicalTechnologyKey = keyof typeof TECHNOLOGIES;

/** docs/product-rules.md §3: portfolio icon lists also use these spellings. */
export const TECHNOLOGY_ALIASES = {
  'redux-saga': 'reduxSaga',
  'socket.io': 'socket',
  openai: 'openAI',
} as const satisfies Record<string, CanonicalTechnologyKey>;

export type TechnologyKey = CanonicalTechnologyKey | keyof typeof TECHNOLOGY_ALIASES;

export function resolveTechnology(key: TechnologyKey): Technology {
  const canonical: CanonicalTechnologyKey =
    key in TECHNOLOGY_ALIASES ? TECHNOLOGY_ALIASES[key as keyof typeof TECHNOLOGY_ALIASES] : (key as CanonicalTechnologyKey);
  return TECHNOLOGIES[canonical];
}
