/**
 * Summit prominence and key cols for a whole grid: a summit's prominence is its height over its key col, the highest point on the lowest route to higher ground.
 *
 * @since 0.1
 */
package org.terrain4j.analysis.prominence;
