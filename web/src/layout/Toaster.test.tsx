import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { dismissToast, toast } from '../app/toast';
import { renderAt } from '../test/render';
import { Toaster } from './Toaster';

const show = (...args: Parameters<typeof toast>) => act(() => void toast(...args));

describe('Toaster', () => {
  afterEach(() => {
    act(() => dismissToast());
    jest.useRealTimers();
  });

  it('shows one toast at a time: a new one replaces the current one', () => {
    renderAt('/', <Toaster />);
    show({ title: 'First', description: 'one' });
    show({ title: 'Second', description: 'two' });
    expect(screen.getAllByTestId('toast')).toHaveLength(1);
    expect(screen.getByText('Second')).toBeInTheDocument();
    expect(screen.getByText('two')).toBeInTheDocument();
    expect(screen.queryByText('First')).not.toBeInTheDocument();
  });

  it('closes a toast by itself after 5000 ms', () => {
    jest.useFakeTimers();
    renderAt('/', <Toaster />);
    show({ title: 'Saved' });
    act(() => void jest.advanceTimersByTime(4999));
    expect(screen.getByText('Saved')).toBeInTheDocument();
    act(() => void jest.advanceTimersByTime(1));
    expect(screen.queryByText('Saved')).not.toBeInTheDocument();
  });

  it('closes with its close button', async () => {
    const user = userEvent.setup();
    renderAt('/', <Toaster />);
    show({ title: 'Saved' });
    await user.click(screen.getByRole('button', { name: 'Close notification' }));
    expect(screen.queryByText('Saved')).not.toBeInTheDocument();
  });

  it('is dismissed by a swipe right of at least 50 px, not by a shorter one', () => {
    renderAt('/', <Toaster />);
    show({ title: 'Swipe me' });
    const card = screen.getByTestId('toast');

    fireEvent.pointerDown(card, { clientX: 100, pointerId: 1 });
    fireEvent.pointerMove(card, { clientX: 130, pointerId: 1 });
    fireEvent.pointerUp(card, { clientX: 130, pointerId: 1 });
    expect(screen.getByText('Swipe me')).toBeInTheDocument();

    // A swipe to the left never dismisses.
    fireEvent.pointerDown(card, { clientX: 100, pointerId: 1 });
    fireEvent.pointerUp(card, { clientX: 0, pointerId: 1 });
    expect(screen.getByText('Swipe me')).toBeInTheDocument();

    fireEvent.pointerDown(card, { clientX: 100, pointerId: 1 });
    fireEvent.pointerMove(card, { clientX: 140, pointerId: 1 });
    fireEvent.pointerUp(card, { clientX: 150, pointerId: 1 });
    expect(screen.queryByText('Swipe me')).not.toBeInTheDocument();
  });

  it('moves focus to the notification region on F8', () => {
    renderAt('/', <Toaster />);
    const region = screen.getByRole('region', { name: 'Notifications (F8)' });
    expect(region).not.toHaveFocus();
    fireEvent.keyDown(document.body, { key: 'F8' });
    expect(region).toHaveFocus();
  });

  it('names the region in Khmer on Khmer pages', () => {
    renderAt('/km', <Toaster />);
    expect(screen.getByRole('region', { name: 'ការជូនដំណឹង (F8)' })).toBeInTheDocument();
  });

  it('announces errors assertively and other toasts politely', () => {
    renderAt('/', <Toaster />);
    show({ title: 'Done' });
    expect(screen.getByRole('status')).toHaveAttribute('aria-live', 'polite');
    show({ title: 'Failed', variant: 'destructive' });
    expect(screen.getByRole('status')).toHaveAttribute('aria-live', 'assertive');
    expect(screen.getByTestId('toast')).toHaveAttribute('data-variant', 'destructive');
  });
});
