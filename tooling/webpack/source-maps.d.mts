export function productionSourceMaps(value: string | undefined): false | 'hidden-source-map' | 'source-map';
