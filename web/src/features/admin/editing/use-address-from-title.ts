import { useState, type ChangeEvent } from 'react';
import { slugify } from '@portfolio/model/slug';

/**
 * A new item's address follows its title until the admin types one; a stored item's address
 * never follows (changing the title of a shared page must not move it).
 */
export function useAddressFromTitle(
  hasAddress: boolean,
  setTitle: (title: string) => void,
  setAddress: (address: string) => void,
) {
  const [typed, setTyped] = useState(hasAddress);
  return {
    onTitleChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      const title = event.currentTarget.value;
      setTitle(title);
      if (!typed) setAddress(slugify(title));
    },
    onAddressChange: (address: string) => {
      setTyped(true);
      setAddress(address);
    },
  };
}
