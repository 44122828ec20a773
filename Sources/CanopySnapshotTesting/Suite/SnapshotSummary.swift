import Foundation

/// The failures of a merged report in two forms a CI job publishes: `summary.json` (counts
/// and one row per failure) and `summary.md` (a table for a pull-request comment or
/// `$GITHUB_STEP_SUMMARY`). Every path is relative to the merged folder.
public struct SnapshotSummary: Codable, Sendable, Equatable {
    /// The summary's file names in the merged folder.
    public static let jsonName = "summary.json", markdownName = "summary.md"

    /// One failure.
    public struct Row: Codable, Sendable, Equatable {
        /// `<TestFileName>/<stem>`.
        public var title: String
        /// `image`, `filmstrip` or `tree`.
        public var kind: String
        /// The golden's path relative to its package.
        public var golden: String
        /// The golden's and the render's sizes in pixels (`390×844`, or `390×844 → 390×900`).
        public var size: String?
        /// Pixels beyond the tolerance, for images of equal sizes.
        public var differingPixels: Int?
        /// The failure message's first line.
        public var headline: String
        /// The artifacts, relative to the merged folder; nil when not written.
        public var reference: String?
        public var actual: String?
        public var diff: String?
        /// The command accepting this failure, run from the package root.
        public var accept: String
    }

    /// How many failures, and from how many shard folders.
    public var failures: Int
    public var shards: Int
    /// The failures, sorted by path.
    public var rows: [Row]

    init(rows found: [(folder: [String], manifest: SnapshotFailureManifest)], shards: Int, folderName: String) {
        var page = SnapshotReportPage(entries: [], omitted: 0)
        page.acceptFolder = folderName
        rows = found.sorted { $0.manifest.title < $1.manifest.title }.map { folder, m in
            func path(_ name: String?) -> String? { name.map { (folder + [$0]).joined(separator: "/") } }
            var size: String?
            if let expected = m.expectedSize, let actual = m.actualSize { size = expected == actual ? actual : "\(expected) → \(actual)" }
            return Row(
                title: m.title, kind: m.kind ?? "image", golden: m.golden, size: size, differingPixels: m.differingPixels,
                headline: String(m.message.split(separator: "\n").first ?? ""), reference: path(m.reference), actual: path(m.actual),
                diff: path(m.diff), accept: page.acceptCommand(title: m.title))
        }
        failures = rows.count
        self.shards = shards
        acceptAll = page.acceptCommand()
    }

    /// The command accepting every failure, run from the package root.
    public var acceptAll: String

    /// `summary.json`: keys sorted, so the same failures give the same bytes.
    public func json() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(self)
    }

    /// `summary.md`: a heading with the count, a table linking each failure's actual image,
    /// and the commands to open and accept them.
    public var markdown: String {
        var out = "### Snapshot failures: \(failures) (\(shards) shard\(shards == 1 ? "" : "s"))\n\n"
        guard !rows.isEmpty else { return out + "No failing snapshots.\n" }
        out += "| # | Test | Kind | Size | Differing pixels | Actual |\n|---:|---|---|---|---:|---|\n"
        for (index, row) in rows.enumerated() {
            let actual = row.actual.map { "[actual](\(Self.cell($0)))" } ?? ""
            out += "| \(index + 1) | `\(Self.cell(row.title))` | \(row.kind) | \(Self.cell(row.size ?? "")) | "
            out += "\(row.differingPixels.map(String.init) ?? "") | \(actual) |\n"
        }
        out += "\nOpen `index.html` in the report folder to compare them; accept all from the package root with `\(acceptAll)`.\n"
        return out
    }

    /// Text safe in a Markdown table cell: no line breaks, pipes and backticks escaped.
    static func cell(_ text: String) -> String {
        text.replacingOccurrences(of: "\n", with: " ").replacingOccurrences(of: "|", with: "\\|").replacingOccurrences(of: "`", with: "'")
    }
}
