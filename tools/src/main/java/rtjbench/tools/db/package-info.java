/**
 * The results database (docs/results-database.md): its schema and versioned migrations ({@link
 * rtjbench.tools.db.Migrations}, one set of scripts for SQLite and PostgreSQL), reading a results folder into
 * what is stored ({@link rtjbench.tools.db.RunReader}: the tools' own statistics, never a second definition),
 * the comparability fingerprint of a point ({@link rtjbench.tools.db.Fingerprint}), every statement the tools
 * run ({@link rtjbench.tools.db.Store}, all prepared) and {@code tools ingest}. Uses {@code cli}, {@code results}
 * and {@code stats}; used by {@code gate}, {@code history} and {@code report}.
 */
package rtjbench.tools.db;
