import {
  Anchor,
  type AnchorProps,
  Button,
  type ButtonProps,
  NavLink,
  type NavLinkProps,
} from '@mantine/core';
import { createLink } from '@tanstack/react-router';
import type { ComponentPropsWithRef } from 'react';

/** Mantine components that navigate with the router (typed `to`, preloading on intent). */
export const AnchorLink = createLink((props: AnchorProps & ComponentPropsWithRef<'a'>) => (
  <Anchor component="a" {...props} />
));

export const ButtonLink = createLink((props: ButtonProps & ComponentPropsWithRef<'a'>) => (
  <Button component="a" {...props} />
));

export const NavLinkLink = createLink((props: NavLinkProps & ComponentPropsWithRef<'a'>) => (
  <NavLink component="a" {...props} />
));
