/**
 * Routing internals lent to terrain4j's eroders. Not API.
 */
package org.terrain4j.routing.internal;
