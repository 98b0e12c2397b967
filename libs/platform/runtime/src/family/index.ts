export * from './family-child.stream';
export * from './family-children';
export * from './family.policies';
