import { media } from '@agency/site-kit/theme';
import { Suspense, useState } from 'react';
import styled from 'styled-components';
import { SERVICES_HEADING, SERVICES_INTRO, type ServiceTile } from '../../content/home';
import { SERVICE_TILES } from '../../content/services';
import { InfoDialog, infoDialogTrigger } from '../../shared/dialog';
import { PageSection } from '../../shared/PageSection';
import { TileButton, UnstyledList } from '../../shared/layout';

const ILLUSTRATION = { width: 160, height: 120 } as const;

/** docs/product-rules.md §1: four service explainer tiles, each with a popup. */
export function ServiceTiles() {
  const [openTile, setOpenTile] = useState<ServiceTile | null>(null);

  return (
    <PageSection name="services" heading={SERVICES_HEADING} intro={SERVICES_INTRO}>
      <Grid>
        {SERVICE_TILES.map((tile) => (
          <li key={tile.title}>
            <TileButton {...infoDialogTrigger} onClick={() => setOpenTile(tile)}>
              <Illustration tile={tile} />
              <TileTitle>{tile.title}</TileTitle>
            </TileButton>
          </li>
        ))}
      </Grid>
      {openTile && (
        <Suspense fallback={null}>
          <InfoDialog
            title={openTile.title}
            description={openTile.tooltip}
            media={<Illustration tile={openTile} />}
            onClose={() => setOpenTile(null)}
          />
        </Suspense>
      )}
    </PageSection>
  );
}

/** The illustration repeats the title beside it, so it is decorative. */
function Illustration({ tile }: { tile: ServiceTile }) {
  return <img src={tile.url} alt="" width={ILLUSTRATION.width} height={ILLUSTRATION.height} loading="lazy" decoding="async" />;
}

const Grid = styled(UnstyledList)`
  display: grid;
  grid-template-columns: repeat(4, minmax(0, 1fr));
  gap: 20px;

  ${media.below.tablet} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }

  ${media.below.mobile} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const TileTitle = styled.span`
  font-size: ${({ theme }) => theme.type.size.bodyLarge};
`;
