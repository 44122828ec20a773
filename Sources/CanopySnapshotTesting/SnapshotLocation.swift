import Foundation

/// Where a snapshot's golden and failure artifacts live.
///
/// Goldens: `Snapshots/<TestFileName>/<testName>[.<named>].png` beside the nearest
/// `Package.swift` above the test file. Artifacts: the same relative path under
/// `.canopy-failures/` beside that `Package.swift`, or under `$CANOPY_ARTIFACTS`.
public struct SnapshotLocation: Sendable, Equatable {
    /// The golden PNG.
    public let golden: URL
    /// Folder receiving reference/actual/diff PNGs on failure.
    public let artifactsFolder: URL
    /// File-name stem shared by the golden and the artifacts, e.g. `testHeader.collapsed`.
    public let stem: String
    /// Folder whose `index.html` lists every failure written below it: the artifacts root
    /// (`.canopy-failures/` or `$CANOPY_ARTIFACTS`), or `artifactsFolder` for explicit paths.
    public let reportFolder: URL
    /// The test file that asserts this snapshot, when located from one; `canopy accept`
    /// refuses a golden whose test file is no longer at this path (relative to the package).
    public let testFile: URL?

    /// Locates the golden for a test; nil when no `Package.swift` is above `filePath`.
    public init?(filePath: String, testName: String, named: String?, environment: [String: String] = ProcessInfo.processInfo.environment) {
        let file = URL(fileURLWithPath: filePath)
        guard let root = SnapshotLocation.packageRoot(above: file) else { return nil }
        let suite = SnapshotLocation.sanitise(file.deletingPathExtension().lastPathComponent)
        var stem = SnapshotLocation.sanitise(SnapshotLocation.functionName(testName))
        if let named, !named.isEmpty { stem += "." + SnapshotLocation.sanitise(named) }
        self.stem = stem
        golden = root.appendingPathComponent("Snapshots").appendingPathComponent(suite).appendingPathComponent(stem + ".png")
        let artifactsRoot =
            environment["CANOPY_ARTIFACTS"].flatMap { $0.isEmpty ? nil : URL(fileURLWithPath: $0) }
            ?? root.appendingPathComponent(".canopy-failures")
        artifactsFolder = artifactsRoot.appendingPathComponent(suite)
        reportFolder = artifactsRoot
        testFile = file
    }

    /// Creates a location from explicit paths (tools and tests).
    public init(golden: URL, artifactsFolder: URL) {
        self.golden = golden
        self.artifactsFolder = artifactsFolder
        reportFolder = artifactsFolder
        testFile = nil
        stem = golden.deletingPathExtension().lastPathComponent
    }

    /// The artifact file for one role (`reference`, `actual`, `diff`).
    public func artifact(_ role: String) -> URL {
        artifactsFolder.appendingPathComponent("\(stem).\(role).png")
    }

    /// `testFoo()` or `testFoo(bar:)` → `testFoo`.
    static func functionName(_ name: String) -> String {
        name.firstIndex(of: "(").map { String(name[..<$0]) } ?? name
    }

    /// Keeps letters, digits, `-`, `_` and `.`; anything else becomes `_`.
    static func sanitise(_ text: String) -> String {
        let cleaned = String(
            text.unicodeScalars.map { scalar -> Character in
                let allowed = (scalar.value < 128) && (CharacterSet.alphanumerics.contains(scalar) || "-_.".unicodeScalars.contains(scalar))
                return allowed ? Character(scalar) : "_"
            })
        return cleaned.isEmpty ? "_" : cleaned
    }

    static func packageRoot(above file: URL) -> URL? {
        var folder = file.deletingLastPathComponent()
        while folder.path != "/" && !folder.path.isEmpty {
            if FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path) { return folder }
            folder = folder.deletingLastPathComponent()
        }
        return nil
    }
}
