import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './button';

describe('Button asChild', () => {
  it('renders the child element with the button classes, its own props winning', () => {
    render(
      <Button asChild variant="gold" size="sm" data-testid="from-button" title="button">
        <a href="/play" className="extra" title="link">
          Play
        </a>
      </Button>,
    );
    const link = screen.getByRole('link', { name: 'Play' });
    expect(link.tagName).toBe('A');
    expect(link.getAttribute('href')).toBe('/play');
    expect(link.getAttribute('data-testid')).toBe('from-button');
    expect(link.getAttribute('title')).toBe('link');
    expect(link.className).toContain('bg-gold');
    expect(link.className).toContain('h-9');
    expect(link.className).toContain('extra');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('runs both click handlers, the child first, and sets both refs', async () => {
    const calls: string[] = [];
    const buttonRef = createRef<HTMLElement>();
    const childRef = vi.fn();
    render(
      <Button asChild ref={buttonRef as never} onClick={() => calls.push('button')}>
        <a href="#x" ref={childRef} onClick={(event) => (event.preventDefault(), calls.push('child'))}>
          Go
        </a>
      </Button>,
    );
    await userEvent.click(screen.getByRole('link', { name: 'Go' }));
    expect(calls).toEqual(['child', 'button']);
    expect(buttonRef.current?.tagName).toBe('A');
    expect(childRef).toHaveBeenCalledWith(buttonRef.current);
  });

  it('without asChild is a type="button" button', () => {
    render(<Button>Save</Button>);
    expect(screen.getByRole('button', { name: 'Save' }).getAttribute('type')).toBe('button');
  });
});
