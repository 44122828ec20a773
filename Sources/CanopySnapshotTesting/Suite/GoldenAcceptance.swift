import CanopyCairo
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Goldens to replace with what a test run rendered: the plan `canopy accept` makes from an
/// artifacts folder (`.canopy-failures/`, `$CANOPY_ARTIFACTS`, or one downloaded from CI)
/// and applies to a package's `Snapshots/`.
///
/// Every failure manifest below the folder is read and checked before anything is written:
/// a missing folder, an unreadable manifest, a failure whose actual image or tree dump is
/// missing, a golden path leaving `Snapshots/`, a target that is not a regular file, or two
/// failures naming one golden throws ``SnapshotSuiteError`` and nothing is written. A
/// failure whose test file is no longer in the package, or whose image was rendered in a
/// different environment (renderer version, cairo, fonts, font options) than the golden it
/// would replace, is refused with the reason and the others are accepted.
public struct GoldenAcceptance: Sendable {
    /// One file to copy: an artifact (`<stem>.actual.png`, `<stem>.actual.tree.txt`,
    /// `<stem>.timeline.actual.txt`) over its golden.
    public struct Change: Sendable, Equatable {
        /// The failure's title, `<TestFileName>/<stem>`.
        public var title: String
        /// The golden's path relative to the package (`Snapshots/CardTests/title.png`).
        public var golden: String
        /// The artifact whose bytes become the golden.
        public var artifact: URL
    }

    /// A failure not accepted, and why.
    public struct Refusal: Sendable, Equatable {
        /// The failure's title, `<TestFileName>/<stem>`.
        public var title: String
        /// Why it was not accepted, and what to do instead.
        public var reason: String
    }

    /// The package whose goldens change.
    public let package: URL
    /// Files to write, in the failures' order (sorted by path in the folder).
    public let changes: [Change]
    /// Failures left as they are.
    public let refusals: [Refusal]

    /// The environment keys whose difference refuses an artifact: what renders the same tree
    /// differently. Scale and device are the test's own choice, so a change there is accepted.
    static let environmentKeys = ["Canopy-Renderer", "Canopy-Cairo", "Canopy-Fonts", "Canopy-Font-Options"]

    /// Plans the acceptance of the failures below `artifacts` whose title matches `filter`
    /// (a shell pattern, `*` and `?`, matched against the whole `<TestFileName>/<stem>`; nil
    /// for all) into the goldens of the package at `package`.
    public static func plan(artifacts: URL, package: URL, filter: String? = nil) throws -> GoldenAcceptance {
        try requireFolder(artifacts, "artifacts folder")
        guard FileManager.default.fileExists(atPath: package.appendingPathComponent("Package.swift").path) else {
            throw SnapshotSuiteError("no Package.swift in \(package.path); run from the package root or pass --package")
        }
        let found = SnapshotReport(folder: artifacts).manifestPaths()
        guard found.skipped == 0 else {
            throw SnapshotSuiteError("\(artifacts.path) holds more failures than one acceptance reads; accept part with --filter")
        }
        var changes: [Change] = [], refusals: [Refusal] = []
        var claimed: [String: String] = [:]
        var matched = 0
        for relative in found.paths {
            let url = relative.reduce(artifacts) { $0.appendingPathComponent($1) }
            let manifest: SnapshotFailureManifest
            do {
                manifest = try SnapshotFailureManifest.read(url)
            } catch {
                throw SnapshotSuiteError("\(error)")
            }
            if let filter, fnmatch(filter, manifest.title, 0) != 0 { continue }
            matched += 1
            let failure = try FailureFiles(manifest: manifest, folder: url.deletingLastPathComponent(), manifestPath: url.path)
            for pair in failure.pairs {
                if let other = claimed[pair.golden] {
                    throw SnapshotSuiteError(
                        "two failures name the golden \(pair.golden): \(other) and \(manifest.title); accept them one at a time with --filter")
                }
                claimed[pair.golden] = manifest.title
                do {
                    try FileIO.checkWriteTarget(package.appendingPathComponent(pair.golden))
                } catch {
                    throw SnapshotSuiteError("\(error)")
                }
            }
            if let reason = refusal(of: manifest, failure, in: package) {
                refusals.append(Refusal(title: manifest.title, reason: reason))
            } else {
                changes += failure.pairs.map { Change(title: manifest.title, golden: $0.golden, artifact: $0.artifact) }
            }
        }
        if let filter, matched == 0 {
            throw SnapshotSuiteError("no failure in \(artifacts.path) matches --filter '\(filter)'")
        }
        return GoldenAcceptance(package: package, changes: changes, refusals: refusals)
    }

    /// Writes every change atomically and returns the goldens written, relative to the
    /// package; a golden already holding the artifact's bytes is left alone and not returned. An artifact changed since planning into something unreadable stops here,
    /// naming it; goldens already written stay written.
    @discardableResult
    public func apply() throws -> [String] {
        var written: [String] = []
        for change in changes {
            do {
                let data = try FileIO.readRegularFile(change.artifact, limit: FileIO.maximumReadSize)
                let target = package.appendingPathComponent(change.golden)
                // A golden already holding these bytes (a tree dump that did not change) is not listed.
                if let existing = try? FileIO.readRegularFile(target, limit: data.count), existing == data { continue }
                try FileIO.writeAtomically(data, to: target)
            } catch {
                let done = written.isEmpty ? "" : " after accepting \(written.count) golden\(written.count == 1 ? "" : "s")"
                throw SnapshotSuiteError("stopped at \(change.golden)\(done): \(error)")
            }
            written.append(change.golden)
        }
        return written
    }

    /// Why a failure is not accepted, or nil.
    static func refusal(of manifest: SnapshotFailureManifest, _ failure: FailureFiles, in package: URL) -> String? {
        guard let testFile = manifest.testFile else {
            return "the failure does not name its test file (written by an older Canopy); run the test again to accept it"
        }
        guard isRegularFile(package.appendingPathComponent(testFile)) else {
            return "its test file \(testFile) is not in this package (moved or renamed?); run the test where it is now to record its golden there"
        }
        guard let environment = failure.environment else { return nil }
        guard environment["Canopy-Renderer"] != nil else {
            return "the actual image records no render environment (written by an older Canopy); run the test again to accept it"
        }
        let golden = package.appendingPathComponent(failure.pairs[0].golden)
        guard let data = try? FileIO.readRegularFile(golden, limit: FileIO.maximumReadSize),
            let recorded = try? PNGSummary(pngData: data, file: golden.path).text, recorded["Canopy-Renderer"] != nil
        else { return nil }
        let differences = environmentKeys.compactMap { key -> String? in
            guard recorded[key] != environment[key] else { return nil }
            return "\(key.dropFirst("Canopy-".count)) \(environment[key] ?? "(none)") where the golden has \(recorded[key] ?? "(none)")"
        }
        guard !differences.isEmpty else { return nil }
        return "rendered in another environment than the golden (" + differences.joined(separator: "; ")
            + "); accept artifacts from the environment the goldens are recorded in"
    }

    static func requireFolder(_ url: URL, _ what: String) throws {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) else {
            throw SnapshotSuiteError("no \(what) at \(url.path)")
        }
        guard isFolder.boolValue else { throw SnapshotSuiteError("\(url.path) is a file, not an \(what)") }
    }
}
