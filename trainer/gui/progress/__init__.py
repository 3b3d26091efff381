"""My progress: the statistics, the charts, my mistakes."""
