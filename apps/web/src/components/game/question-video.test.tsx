import { fireEvent, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { setLanguage } from '@/lib/language';
import { QuestionVideo, youTubeId } from './question-video';

beforeEach(() => setLanguage('en'));

describe('youTubeId', () => {
  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ?t=10', 'dQw4w9WgXcQ'],
    ['https://m.youtube.com/watch?v=dQw4w9WgXcQ&list=x', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/embed/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://youtube.com/shorts/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
  ])('reads %s', (url, id) => expect(youTubeId(url)).toBe(id));

  it.each(['https://example.com/clip.mp4', 'https://www.youtube.com/watch', 'not a url', 'https://youtu.be/<script>'])(
    'is null for %s',
    (url) => expect(youTubeId(url)).toBeNull(),
  );
});

describe('QuestionVideo', () => {
  it('embeds YouTube links without tracking cookies', async () => {
    render(<QuestionVideo url="https://youtu.be/dQw4w9WgXcQ" title="Video" />);
    const frame = (await screen.findByTitle('Video')) as HTMLIFrameElement;
    expect(frame.src).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?rel=0');
    expect(screen.getByText('Loading video...')).toBeTruthy();
  });

  it('plays direct files and says when the video could not be loaded', async () => {
    render(<QuestionVideo url="/media/clip.mp4" title="Video" />);
    const video = await screen.findByLabelText('Video');
    expect(video.tagName).toBe('VIDEO');
    fireEvent.error(video);
    expect(screen.getByRole('alert').textContent).toBe('Video could not be loaded');
  });
});
