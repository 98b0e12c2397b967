/**
 * The read-model lookup behind `access.parentOfChild` and `access.childSelf({ orParent })`: a
 * service whose routes use them provides one under `CHILD_OWNERSHIP` (a service that declares
 * such a route without it fails to start). The guard asks it only after the parent is checked.
 */
export interface ChildOwnership {
  isChildOf(childId: string, parentId: string): Promise<boolean>;
  /**
   * The id of the parent's child of this name (names are unique within a family, compared
   * case-insensitively); needed by `access.familyByName` routes.
   */
  childNamed?(parentId: string, name: string): Promise<string | undefined>;
}

export const CHILD_OWNERSHIP = Symbol('ChildOwnership');
