import { consoleTrack, renderStandalone, standaloneBrand } from '@agency/tooling/standalone';
import Portfolio from './portfolio/Portfolio';

renderStandalone(<Portfolio brand={standaloneBrand} track={consoleTrack} />);
