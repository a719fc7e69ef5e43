import userEvent from '@testing-library/user-event';

/**
 * A user for the editors' component tests: no delay between keys, and `fill` pastes a whole
 * value (typing every key through Mantine's inputs is slow on a busy two-core machine).
 */
export function setupUser() {
  const user = userEvent.setup({ delay: null });
  return Object.assign(user, {
    async fill(element: HTMLElement, text: string) {
      await user.click(element);
      await user.paste(text);
    },
  });
}
