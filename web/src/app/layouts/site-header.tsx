import { Box, Button, Collapse, Container, Group, Stack, UnstyledButton } from '@mantine/core';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { paths } from '@/config/paths';
import { SearchControl } from '@/features/search/search-control';
import { ColorSchemeToggle } from './color-scheme-toggle';
import { GET_IN_TOUCH, LAYOUT_TEXT, NAV_LINKS } from './messages';
import classes from './site-header.module.css';
import { useScrolledPast } from './use-scrolled-past';

function initials(name: string): string {
  const parts = name.split(/\s+/).filter(Boolean);
  return (parts.length > 1 ? parts[0]![0]! + parts[parts.length - 1]![0]! : name.slice(0, 2)).toUpperCase();
}

interface SiteHeaderProps {
  name: string;
  /** Extra controls beside the colour-scheme toggle: the PWA's install button goes here. */
  actions?: ReactNode;
}

export function SiteHeader({ name, actions }: SiteHeaderProps) {
  const pageTop = useRef<HTMLDivElement>(null);
  const scrolled = useScrolledPast(pageTop);
  const { pathname } = useLocation();
  // The menu belongs to the page it was opened on: following one of its links closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const menuOpen = openOn === pathname;
  const toggleMenu = () => setOpenOn(menuOpen ? null : pathname);

  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setOpenOn(null);
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [menuOpen]);

  return (
    <>
      {/* The bar turns to glass once this is scrolled out of view. */}
      <div ref={pageTop} className={classes.top} />
      <Box
        component="header"
        className={classes.header}
        data-scrolled={scrolled || undefined}
        data-menu-open={menuOpen || undefined}
      >
        <Container size="lg" className={classes.inner}>
          <Group h="100%" justify="space-between" wrap="nowrap">
            {/* No aria-label: the visible name is the link's name (WCAG 2.5.3 label in name). */}
            <Link to={paths.home} className={classes.brand}>
              <span className={classes.monogram} aria-hidden="true">
                {initials(name)}
              </span>
              <span>{name}</span>
            </Link>

            <Group component="nav" gap={2} visibleFrom="lg" aria-label={LAYOUT_TEXT.mainNav}>
              {NAV_LINKS.map((item) => (
                <NavLink key={item.to} to={item.to} end={item.to === paths.home} className={classes.link}>
                  {item.label}
                </NavLink>
              ))}
            </Group>

            <Group gap="xs" wrap="nowrap">
              <SearchControl />
              {actions}
              <ColorSchemeToggle />
              <Button component={Link} to={paths.contact} radius="xl" visibleFrom="lg">
                {GET_IN_TOUCH}
              </Button>
              {/* Not Mantine's Burger: it draws its lines with a div, which a button may not hold. */}
              <UnstyledButton
                className={classes.burger}
                onClick={toggleMenu}
                hiddenFrom="lg"
                aria-label={LAYOUT_TEXT.toggleMenu}
                aria-expanded={menuOpen}
                aria-controls="mobile-menu"
              >
                <span className={classes.burgerLines} data-opened={menuOpen || undefined} />
              </UnstyledButton>
            </Group>
          </Group>
        </Container>

        <Collapse expanded={menuOpen} className={classes.mobileMenu} hiddenFrom="lg">
          <Container size="lg" py="sm" id="mobile-menu">
            <Stack component="nav" gap={2} aria-label={LAYOUT_TEXT.mainNav}>
              {NAV_LINKS.map((item) => (
                <NavLink
                  key={item.to}
                  to={item.to}
                  end={item.to === paths.home}
                  className={classes.mobileLink}
                >
                  {item.label}
                </NavLink>
              ))}
              <Button component={Link} to={paths.contact} radius="xl" mt="sm" fullWidth>
                {GET_IN_TOUCH}
              </Button>
            </Stack>
          </Container>
        </Collapse>
      </Box>
    </>
  );
}
