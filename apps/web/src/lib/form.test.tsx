import { zodResolver } from '@hookform/resolvers/zod';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { useForm } from './form';

const schema = z.object({
  name: z.string().min(1, 'name_required'),
  email: z.string().min(1, 'email_required'),
  phone: z.string().min(1, 'phone_required'),
});
type Values = z.infer<typeof schema>;

/** Like the signup form: the last field on the page (phone) is registered before the others. */
function SignupLike() {
  const form = useForm<Values>({ resolver: zodResolver(schema), defaultValues: { name: '', email: '', phone: '' } });
  const phone = form.register('phone');
  const onSubmit = form.handleSubmit(() => undefined);
  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)}>
      <label>
        Name <input {...form.register('name')} />
      </label>
      <label>
        Email <input {...form.register('email')} />
      </label>
      <label>
        Phone <input {...phone} />
      </label>
      <button type="submit">Send</button>
    </form>
  );
}

describe('the form kit', () => {
  it('focuses the first invalid field on the page after a submit, whatever order they were registered in', async () => {
    const user = userEvent.setup();
    render(<SignupLike />);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Name')));

    await user.type(screen.getByLabelText('Name'), 'Fatima');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Email')));

    await user.type(screen.getByLabelText('Email'), 'f@example.com');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Phone')));
  });
});
