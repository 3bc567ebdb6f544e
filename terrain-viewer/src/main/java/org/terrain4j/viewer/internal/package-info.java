/**
 * The viewer's helpers (not exported): the shore distance transform and a small JSON writer.
 */
package org.terrain4j.viewer.internal;
