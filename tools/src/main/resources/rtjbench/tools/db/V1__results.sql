-- The results database, version 1. One script serves SQLite and PostgreSQL: only types and statements
-- both read the same way (TEXT, BIGINT, DOUBLE PRECISION; ISO-8601 instants as TEXT, which sort in time order).
-- Statements end with ';' at the end of a line (the migrator splits there).

-- One ingested results folder (a run, sweep, suite or forks folder): its id is the folder's name and a hash
-- of its content; location points back to the samples, which stay in the folder.
CREATE TABLE rtjbench_runs (
    run_id TEXT NOT NULL PRIMARY KEY,
    folder_name TEXT NOT NULL,
    location TEXT NOT NULL,
    kind TEXT NOT NULL,
    content_hash TEXT NOT NULL,
    machine TEXT NOT NULL,
    started TEXT NOT NULL,
    ingested TEXT NOT NULL,
    point_count BIGINT NOT NULL,
    index_json TEXT NOT NULL
);

-- One point of a run: a testapp at one set of swept values, run once or in several forks.
CREATE TABLE rtjbench_points (
    run_id TEXT NOT NULL REFERENCES rtjbench_runs (run_id),
    point TEXT NOT NULL,
    testapp TEXT NOT NULL,
    machine TEXT NOT NULL,
    vm TEXT NOT NULL,
    collector TEXT NOT NULL,
    started TEXT NOT NULL,
    status TEXT NOT NULL,
    forks BIGINT NOT NULL,
    location TEXT NOT NULL,
    fingerprint TEXT NOT NULL,
    metadata_json TEXT NOT NULL,
    PRIMARY KEY (run_id, point)
);

CREATE INDEX rtjbench_points_series ON rtjbench_points (testapp, point, started);

-- A point's figures: fork 0 is every sample of the point together (every fork's, every thread's); fork k
-- (1..N) is fork k alone. Statistics in ns, named as in `tools stats` (count, min, mean, std, p50, ..., max),
-- plus forks.json's spread (spread.<statistic>.<figure>) and the workload's deadline figures (workload.<key>).
CREATE TABLE rtjbench_figures (
    run_id TEXT NOT NULL,
    point TEXT NOT NULL,
    fork BIGINT NOT NULL,
    statistic TEXT NOT NULL,
    figure DOUBLE PRECISION NOT NULL,
    PRIMARY KEY (run_id, point, fork, statistic),
    FOREIGN KEY (run_id, point) REFERENCES rtjbench_points (run_id, point)
);

-- What each gate decided, per point and statistic (the report shows the latest; export --format junit writes them).
CREATE TABLE rtjbench_gates (
    gate_id TEXT NOT NULL,
    run_id TEXT NOT NULL,
    baseline_id TEXT NOT NULL,
    point TEXT NOT NULL,
    statistic TEXT NOT NULL,
    verdict TEXT NOT NULL,
    baseline_figure DOUBLE PRECISION,
    new_figure DOUBLE PRECISION,
    detail TEXT NOT NULL,
    decided TEXT NOT NULL,
    PRIMARY KEY (gate_id, point, statistic)
);

CREATE INDEX rtjbench_gates_run ON rtjbench_gates (run_id, decided);
