import { media } from '@agency/site-kit/theme';
import styled from 'styled-components';
import { STEP_DONE_LABEL, STEP_TITLES, stepProgressLabel } from './content';
import { STEP_COUNT, type StepIndex } from './state/contact-form-data';

const STEPS = Object.keys(STEP_TITLES).map(Number) as StepIndex[];

/** The visible progress through the five steps; the current one is aria-current="step". */
export function StepIndicator({ current, label }: { current: StepIndex; label: string }) {
  return (
    <Steps aria-label={label}>
      {STEPS.map((step) => {
        const state = step < current ? 'done' : step === current ? 'current' : 'upcoming';
        return (
          <Step key={step} $state={state} aria-current={state === 'current' ? 'step' : undefined}>
            <Dot aria-hidden="true" $state={state}>
              {step < current ? '✓' : step + 1}
            </Dot>
            <span className="visually-hidden">{`${stepProgressLabel(step, STEP_COUNT)}: `}</span>
            <StepTitle>{STEP_TITLES[step]}</StepTitle>
            {state === 'done' && <span className="visually-hidden">{` ${STEP_DONE_LABEL}`}</span>}
          </Step>
        );
      })}
    </Steps>
  );
}

type StepState = 'done' | 'current' | 'upcoming';

const Steps = styled.ol`
  display: flex;
  gap: 0.5rem;
  margin: 0 0 1.5rem;
  padding: 0;
  list-style: none;
`;

const Step = styled.li<{ $state: StepState }>`
  flex: 1;
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 0.3rem;
  font-size: ${({ theme }) => theme.type.size.caption};
  text-align: center;
  color: ${({ theme, $state }) => ($state === 'upcoming' ? theme.palette.textMuted : theme.palette.text)};
  font-weight: ${({ $state }) => ($state === 'current' ? 700 : 400)};
`;

const Dot = styled.span<{ $state: StepState }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 2rem;
  height: 2rem;
  border-radius: 50%;
  border: 2px solid ${({ theme, $state }) => ($state === 'upcoming' ? theme.palette.textMuted : theme.palette.brandText)};
  background: ${({ theme, $state }) => ($state === 'current' ? theme.palette.brand : theme.palette.white)};
  color: ${({ theme, $state }) => ($state === 'current' ? theme.palette.onBrand : theme.palette.text)};
  font-weight: 700;
`;

/** Titles give way to the numbers on narrow screens; the hidden label still reads them. */
const StepTitle = styled.span`
  ${media.below.mobile} {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip: rect(0 0 0 0);
    white-space: nowrap;
  }
`;
