import { createContext, type ComponentType, type ReactNode } from 'react';

/** What stands in a preview where a block's third-party embed would be. */
export type PlaceholderComponent = ComponentType<{ children: ReactNode }>;

/**
 * In previews (the block catalogue, the editor), what a block draws instead of its third party's embed, with its
 * record's `placeholder` words; on a page, null: the embed itself.
 */
export const PreviewPlaceholder = createContext<PlaceholderComponent | null>(null);
