import { act, render, screen } from '@testing-library/react';
import { lazy, type ComponentType } from 'react';
import { LazyMotion } from './LazyMotion';

describe('LazyMotion', () => {
  it('keeps the static content when the animation code fails to load', async () => {
    const reportError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    let failLoading: (error: Error) => void = () => undefined;
    const Broken = lazy(
      () =>
        new Promise<{ default: ComponentType }>((_resolve, reject) => {
          failLoading = reject;
        }),
    );
    render(
      <LazyMotion fallback={<p>Quality That Matters</p>}>
        <Broken />
      </LazyMotion>,
    );

    await act(async () => failLoading(new Error('Loading chunk 291 failed.')));

    expect(screen.getByText('Quality That Matters')).toBeVisible();
    expect(reportError).toHaveBeenCalled();
  });

  it('shows the animated content once it has loaded', async () => {
    const Animated = lazy(async () => ({ default: () => <p>animated</p> }));

    render(
      <LazyMotion fallback={<p>static</p>}>
        <Animated />
      </LazyMotion>,
    );

    expect(screen.getByText('static')).toBeInTheDocument();
    expect(await screen.findByText('animated')).toBeInTheDocument();
  });
});
