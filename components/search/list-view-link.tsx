'use client';
import { useSyncExternalStore } from 'react';
import { drawnListPath, onDrawnListPath } from '@/components/map/drawn-area';

const serverPath = () => null;

/**
 * The map view's List link: the same search as a list (`path`, from the server), or the list of the
 * area drawn on the map the moment it is drawn (the map publishes that path).
 */
export function ListViewLink({ path, query, label = 'List' }: { path: string; query: string; label?: string }) {
  const drawn = useSyncExternalStore(onDrawnListPath, drawnListPath, serverPath);
  return <a href={(drawn ?? path) + query} className="view-toggle__link">{label}</a>;
}
