export { MockupShowcase, type MockupShowcaseProps } from './MockupShowcase';
export { MOCKUP_SETS, buildMockupSets, type MockupItem, type MockupPlacement, type MockupSet } from './mockup-sets';
