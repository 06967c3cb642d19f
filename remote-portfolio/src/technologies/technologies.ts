import angularLogo from 'simple-icons/icons/angular.svg?fill=0F0F11&size=20';
import anthropicLogo from 'simple-icons/icons/anthropic.svg?fill=191919&size=20';
import kafkaLogo from 'simple-icons/icons/apachekafka.svg?fill=231F20&size=20';
import expressLogo from 'simple-icons/icons/express.svg?fill=0A0A0A&size=20';
import huggingFaceLogo from 'simple-icons/icons/huggingface.svg?fill=FFD21E&size=20';
import nodeLogo from 'simple-icons/icons/nodedotjs.svg?fill=5FA04E&size=20';
import rabbitMQLogo from 'simple-icons/icons/rabbitmq.svg?fill=FF6600&size=20';
import reactLogo from 'simple-icons/icons/react.svg?fill=61DAFB&size=20';
import reduxSagaLogo from 'simple-icons/icons/reduxsaga.svg?fill=999999&size=20';
import socketLogo from 'simple-icons/icons/socketdotio.svg?fill=010101&size=20';
import styledLogo from 'simple-icons/icons/styledcomponents.svg?fill=DB7093&size=20';
import typescriptLogo from 'simple-icons/icons/typescript.svg?fill=3178C6&size=20';
import webpackLogo from 'simple-icons/icons/webpack.svg?fill=8DD6F9&size=20';
import groqLogo from '@lobehub/icons-static-svg/icons/groq.svg?size=20';
import openAiLogo from '@lobehub/icons-static-svg/icons/openai.svg?size=20';

/**
 * How a technology's logo is drawn: an image, or a monogram for libraries
 * without a published logo. The images are Simple Icons files, filled with
 * the brand colour Simple Icons gives each (its `hex`), and LobeHub logos for
 * the AI vendors Simple Icons no longer carries. The build draws each into a
 * PNG for the 20 px TechnologyList shows it at (`size=20`): as 41 inline SVGs
 * they made half the portfolio page's markup, parsed, styled and painted on
 * its main thread.
 */
export type TechnologyIcon = { kind: 'image'; src: string } | { kind: 'monogram'; letters: string };

export interface Technology {
  title: string;
  icon: TechnologyIcon;
}

const image = (src: string): TechnologyIcon => ({ kind: 'image', src });

/** docs/product-rules.md §3 technology keys. */
export const TECHNOLOGIES = {
  openAI: { title: 'OpenAI', icon: image(openAiLogo) },
  anthropic: { title: 'Anthropic', icon: image(anthropicLogo) },
  groq: { title: 'Groq', icon: image(groqLogo) },
  huggingFace: { title: 'Hugging Face', icon: image(huggingFaceLogo) },
  react: { title: 'React', icon: image(reactLogo) },
  reactSpring: { title: 'React Spring', icon: { kind: 'monogram', letters: 'RS' } },
  angular: { title: 'Angular', icon: image(angularLogo) },
  emotion: { title: 'Emotion', icon: { kind: 'monogram', letters: 'E' } },
  express: { title: 'Express', icon: image(expressLogo) },
  kafka: { title: 'Apache Kafka', icon: image(kafkaLogo) },
  node: { title: 'Node.js', icon: image(nodeLogo) },
  rabbitMQ: { title: 'RabbitMQ', icon: image(rabbitMQLogo) },
  reduxSaga: { title: 'Redux-Saga', icon: image(reduxSagaLogo) },
  socket: { title: 'Socket.IO', icon: image(socketLogo) },
  styled: { title: 'styled-components', icon: image(styledLogo) },
  typescript: { title: 'TypeScript', icon: image(typescriptLogo) },
  webpack: { title: 'webpack', icon: image(webpackLogo) },
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
