import { Role } from "./enums";

/** Who is asking: the authenticated user of a request, or undefined for a guest. */
export interface Actor {
  id: string;
  role: Role;
  name: string;
}

export const isAdmin = (actor: Actor | undefined): boolean => actor?.role === Role.admin;
