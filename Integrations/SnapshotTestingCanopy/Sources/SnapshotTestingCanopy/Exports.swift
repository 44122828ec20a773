// One import gives the snapshot library's `assertSnapshot(of:as:)` and these strategies.
@_exported import SnapshotTesting
