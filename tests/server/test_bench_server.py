"""`trainer bench`'s school-server section fills a school the way a workstation's records would
look to the server: every row passes the server's own checks (schema.CHECKS), so the section runs
(it stopped on a CheckViolation once the checks held ids to their shapes)."""

from __future__ import annotations

from trainer.bench import bench_server


def test_the_bench_school_fill_passes_the_servers_checks_and_is_read_back(cluster):
    rows = bench_server.class_view(cluster, 2_000, 1)
    assert [r.workload for r in rows] == ["class view from the server, the last 30 days",
                                          "class view from the server, all time"]
    assert rows[1].note.startswith("2,000 of 2,000 answers, 200 trainees")
    assert all(r.value > 0 for r in rows)
