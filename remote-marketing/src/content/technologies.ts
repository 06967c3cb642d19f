// Technology logos come from maintained icon packages as static SVG files, so
// they cost no JavaScript and load lazily as images: brand logos from Simple
// Icons (CC0), the AI providers missing there from LobeHub's icon set (MIT),
// and Material Design symbols (Apache-2.0) for the two libraries that have no
// published logo file.
import reactSpringIcon from '@material-design-icons/svg/filled/animation.svg';
import emotionIcon from '@material-design-icons/svg/filled/emoji_emotions.svg';
import groqIcon from '@lobehub/icons-static-svg/icons/groq.svg';
import openAIIcon from '@lobehub/icons-static-svg/icons/openai.svg';
import angularIcon from 'simple-icons/icons/angular.svg';
import anthropicIcon from 'simple-icons/icons/anthropic.svg';
import kafkaIcon from 'simple-icons/icons/apachekafka.svg';
import expressIcon from 'simple-icons/icons/express.svg';
import huggingFaceIcon from 'simple-icons/icons/huggingface.svg';
import nodeIcon from 'simple-icons/icons/nodedotjs.svg';
import rabbitMQIcon from 'simple-icons/icons/rabbitmq.svg';
import reactIcon from 'simple-icons/icons/react.svg';
import reduxSagaIcon from 'simple-icons/icons/reduxsaga.svg';
import socketIcon from 'simple-icons/icons/socketdotio.svg';
import styledIcon from 'simple-icons/icons/styledcomponents.svg';
import typescriptIcon from 'simple-icons/icons/typescript.svg';
import webpackIcon from 'simple-icons/icons/webpack.svg';

/** docs/product-rules.md §3 technology keys, in the order they are shown. */
export const TECHNOLOGY_KEYS = [
  'openAI',
  'anthropic',
  'groq',
  'huggingFace',
  'react',
  'reactSpring',
  'angular',
  'emotion',
  'express',
  'kafka',
  'node',
  'rabbitMQ',
  'reduxSaga',
  'socket',
  'styled',
  'typescript',
  'webpack',
] as const;

export type TechnologyKey = (typeof TECHNOLOGY_KEYS)[number];

/** docs/product-rules.md §3: each technology holds title, icon, description, alt. */
export interface Technology {
  title: string;
  /** URL of the logo image. */
  icon: string;
  description: string;
  alt: string;
}

export const TECHNOLOGIES: Readonly<Record<TechnologyKey, Technology>> = {
  openAI: {
    title: 'OpenAI',
    icon: openAIIcon,
    alt: 'OpenAI logo',
    description:
      'GPT models for drafting, summarising and reasoning tasks, used only where a client approves an outside provider. We strip e-mail addresses, phone numbers and other identifiers before any request leaves your system.',
  },
  anthropic: {
    title: 'Anthropic',
    icon: anthropicIcon,
    alt: 'Anthropic logo',
    description:
      'Claude models for long documents and careful, policy-bound answers. Like every outside model, it receives only redacted text and never trains on your data.',
  },
  groq: {
    title: 'Groq',
    icon: groqIcon,
    alt: 'Groq logo',
    description:
      'Very fast inference for open models when a chat assistant has to answer in real time, through an OpenAI-compatible API that we can swap for a self-hosted server.',
  },
  huggingFace: {
    title: 'Hugging Face',
    icon: huggingFaceIcon,
    alt: 'Hugging Face logo',
    description:
      'The catalogue of open models we evaluate, fine-tune and run on your own hardware, so the model itself can live inside your network.',
  },
  react: {
    title: 'React',
    icon: reactIcon,
    alt: 'React logo',
    description:
      'Our default for web interfaces: component-based, fast and accessible, from marketing sites like this one to internal dashboards and chat windows.',
  },
  reactSpring: {
    title: 'react-spring',
    icon: reactSpringIcon,
    alt: 'Animation symbol standing for react-spring',
    description:
      'Physics-based animation for React. We use it for motion that feels natural and turn it off for visitors who ask their device for reduced motion.',
  },
  angular: {
    title: 'Angular',
    icon: angularIcon,
    alt: 'Angular logo',
    description:
      'A complete framework many banks and insurers already use. We extend and modernise existing Angular applications instead of forcing a rewrite.',
  },
  emotion: {
    title: 'Emotion',
    icon: emotionIcon,
    alt: 'Smiling face symbol standing for Emotion',
    description:
      'CSS-in-JS styling with strong theming support, which we use in design systems that have to follow a client’s brand exactly.',
  },
  express: {
    title: 'Express',
    icon: expressIcon,
    alt: 'Express logo',
    description:
      'A small, well-understood Node.js web framework for APIs and real-time servers, with validation and rate limits on every endpoint.',
  },
  kafka: {
    title: 'Apache Kafka',
    icon: kafkaIcon,
    alt: 'Apache Kafka logo',
    description:
      'Durable event streaming for systems that must not lose a transaction or an audit record, such as payment events and clinical updates.',
  },
  node: {
    title: 'Node.js',
    icon: nodeIcon,
    alt: 'Node.js logo',
    description:
      'The JavaScript runtime behind our APIs, chat servers and integration services, sharing types with the front end for fewer mistakes.',
  },
  rabbitMQ: {
    title: 'RabbitMQ',
    icon: rabbitMQIcon,
    alt: 'RabbitMQ logo',
    description:
      'A reliable message broker for background jobs such as document processing and notifications, so slow work never blocks a user.',
  },
  reduxSaga: {
    title: 'Redux-Saga',
    icon: reduxSagaIcon,
    alt: 'Redux-Saga logo',
    description:
      'Manages complex side effects in larger React applications: request sequences, retries and cancellation, in testable code.',
  },
  socket: {
    title: 'Socket.IO',
    icon: socketIcon,
    alt: 'Socket.IO logo',
    description:
      'Real-time connections between browser and server. It streams assistant replies word by word and falls back gracefully on restrictive networks.',
  },
  styled: {
    title: 'styled-components',
    icon: styledIcon,
    alt: 'styled-components logo',
    description:
      'Component-scoped styles with a shared theme, which keeps colours, spacing and accessible contrast consistent across a product.',
  },
  typescript: {
    title: 'TypeScript',
    icon: typescriptIcon,
    alt: 'TypeScript logo',
    description:
      'Typed JavaScript across front end and back end, with strict settings, so contracts between services are checked before anything ships.',
  },
  webpack: {
    title: 'webpack',
    icon: webpackIcon,
    alt: 'webpack logo',
    description:
      'The bundler behind our micro-frontend setups: independently deployed parts of a site, split into small chunks that load only when needed.',
  },
};
