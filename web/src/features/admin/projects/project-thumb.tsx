import { Center, Image } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';
import { useState } from 'react';
import classes from './project-list.module.css';

/** The project's image, or a neutral placeholder when it has none or it fails to load. */
export function ProjectThumb({ src, alt }: { src: string; alt: string }) {
  const [failed, setFailed] = useState(false);
  if (!src || failed) {
    return (
      <Center className={classes.thumb} role="img" aria-label={alt}>
        <IconPhoto size={40} stroke={1.2} aria-hidden />
      </Center>
    );
  }
  return (
    <Image src={src} alt={alt} className={classes.thumb} onError={() => setFailed(true)} loading="lazy" />
  );
}
