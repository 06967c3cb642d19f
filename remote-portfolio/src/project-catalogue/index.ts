export {
  AssetNotFoundError,
  DEVICE_SIZES,
  assetCatalogue,
  assetName,
  createAssetCatalogue,
  generatedAssetNames,
  resolveAssetBaseUrl,
  screenshotSrcSet,
  type AssetCatalogue,
  type Device,
  type PixelSize,
} from './asset-catalogue';
export {
  IMAGES_PER_ITEM,
  PORTFOLIO_ITEM_COUNT,
  buildPortfolioItems,
  itemsOfKind,
  portfolioItems,
  type PortfolioImageSet,
  type PortfolioItem,
} from './portfolio-items';
