import Canopy
import CanopyCairo
import Foundation
import Testing

@testable import CanopySnapshotTesting

#if canImport(Glibc)
    import Glibc
#endif

/// Goldens, manifests and lock files replaced by FIFOs, links and oversized files: each is
/// refused at once with a message naming the path, and nothing outside the folders is touched.
@Suite("Hostile files where snapshot files are expected", .serialized)
struct HostileFileTests {
    func location(_ folder: TemporaryFolder, stem: String = "x") -> SnapshotLocation {
        SnapshotLocation(
            golden: folder.url.appendingPathComponent("Snapshots/S/\(stem).png"), artifactsFolder: folder.url.appendingPathComponent("out"))
    }

    @Test("A FIFO in the golden's place fails the snapshot at once, naming it, in every record mode")
    func fifoGolden() throws {
        let folder = try TemporaryFolder()
        let place = location(folder)
        try FileManager.default.createDirectory(at: place.golden.deletingLastPathComponent(), withIntermediateDirectories: true)
        #expect(mkfifo(place.golden.path, 0o600) == 0)
        for mode in [SnapshotRecordMode.missing, .failed] {
            let outcome = finishing(within: 10, unblocking: [place.golden.path]) { verifySnapshot(bitmap(4, 4), at: place, record: mode) }
            let message = try #require(outcome?.failureMessage, "verifySnapshot blocked on the FIFO golden (mode \(mode))")
            #expect(message.contains(place.golden.path) && message.contains("FIFO"), "\(message)")
        }
        var info = stat()
        #expect(lstat(place.golden.path, &info) == 0 && info.st_mode & S_IFMT == S_IFIFO)
    }

    @Test("A FIFO in a tree golden's place fails the tree snapshot at once, naming it")
    func fifoTreeGolden() throws {
        let folder = try TemporaryFolder()
        let place = location(folder)
        try FileManager.default.createDirectory(at: place.treeGolden.deletingLastPathComponent(), withIntermediateDirectories: true)
        #expect(mkfifo(place.treeGolden.path, 0o600) == 0)
        let tree = TreeSnapshot(of: node(rect(0, 0, 10, 10)))
        let outcome = finishing(within: 10, unblocking: [place.treeGolden.path]) { verifyTreeSnapshot(tree, at: place) }
        let message = try #require(outcome?.failureMessage, "verifyTreeSnapshot blocked on the FIFO tree golden")
        #expect(message.contains("FIFO"), "\(message)")
    }

    @Test("A FIFO named like a failure manifest is listed as unreadable and the rebuild returns at once")
    func fifoManifest() throws {
        let folder = try TemporaryFolder()
        let suite = folder.url.appendingPathComponent("S")
        try FileManager.default.createDirectory(at: suite, withIntermediateDirectories: true)
        let fifo = suite.appendingPathComponent("t.failure.json").path
        #expect(mkfifo(fifo, 0o600) == 0)
        let report = SnapshotReport(folder: folder.url)
        let count = finishing(within: 10, unblocking: [fifo]) { (try? report.rebuild()) ?? -1 }
        #expect(count == 1, "the rebuild blocked on the FIFO manifest")
        let html = try String(contentsOf: report.index, encoding: .utf8)
        #expect(html.contains("FIFO"))
    }

    @Test("A FIFO timeline golden fails at once; an oversized one is refused by what is read")
    func timelineGolden() throws {
        let folder = try TemporaryFolder()
        let place = location(folder)
        let timeline = TimelineGolden(location: place)
        try FileManager.default.createDirectory(at: place.golden.deletingLastPathComponent(), withIntermediateDirectories: true)
        #expect(mkfifo(timeline.golden.path, 0o600) == 0)
        let blocked = finishing(within: 10, unblocking: [timeline.golden.path]) { timeline.verify("t 0\n", record: .missing).message }
        let fifoMessage = try #require(blocked ?? nil, "the timeline check blocked on the FIFO")
        #expect(fifoMessage.contains("FIFO"), "\(fifoMessage)")
        // A 5 MiB sparse file behind a link: the cap holds on the bytes read, not the link's size.
        try FileManager.default.removeItem(at: timeline.golden)
        let big = folder.url.appendingPathComponent("big.txt")
        try makeSparseFile(big, size: 5 << 20)
        try FileManager.default.createSymbolicLink(at: timeline.golden, withDestinationURL: big)
        let message = try #require(timeline.verify("t 0\n", record: .missing).message)
        #expect(message.contains("more than the \(TimelineGolden.maximumBytes)-byte limit"), "\(message.prefix(300))")
        #expect(message.utf8.count < 2000)
    }

    @Test("A manifest or tree golden linked to a large file is refused at its cap, not judged by the link's size")
    func capsOnTarget() throws {
        let folder = try TemporaryFolder()
        let big = folder.url.appendingPathComponent("big")
        try makeSparseFile(big, size: TreeGoldenFile.maximumBytes + 1)
        let suite = folder.url.appendingPathComponent("report/S")
        try FileManager.default.createDirectory(at: suite, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(at: suite.appendingPathComponent("t.failure.json"), withDestinationURL: big)
        #expect(throws: SnapshotReportError.self) { try SnapshotFailureManifest.read(suite.appendingPathComponent("t.failure.json")) }
        do {
            _ = try SnapshotFailureManifest.read(suite.appendingPathComponent("t.failure.json"))
        } catch {
            #expect("\(error)".contains("more than the \(SnapshotFailureManifest.maximumBytes)-byte limit"), "\(error)")
        }
        let place = location(folder)
        try FileManager.default.createDirectory(at: place.treeGolden.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(at: place.treeGolden, withDestinationURL: big)
        guard case .unreadable(let reason) = TreeGoldenFile.load(place.treeGolden) else {
            Issue.record("an oversized tree golden behind a link was read")
            return
        }
        #expect(reason.contains("more than the \(TreeGoldenFile.maximumBytes)-byte limit"), "\(reason)")
    }

    @Test("A tree failure quoting a 600,000-character label writes a manifest within its cap, listed as a failure")
    func hugeLabel() throws {
        let folder = try TemporaryFolder()
        let place = location(folder)
        func screen(_ letter: String) -> ViewNode {
            let root = node(rect(0, 0, 100, 40))
            let label = LabelNode(frame: rect(0, 0, 100, 40))
            label.accessibilityIdentifier = "title"
            label.text = String(repeating: letter, count: 600_000)
            root.addSubview(label)
            return root
        }
        _ = verifyTreeSnapshot(TreeSnapshot(of: screen("a")), at: place)
        let outcome = verifyTreeSnapshot(TreeSnapshot(of: screen("b")), at: place, record: .never)
        #expect(outcome.failureMessage != nil)
        let manifest = SnapshotFailureManifest.url(for: place)
        let size = try #require(try FileManager.default.attributesOfItem(atPath: manifest.path)[.size] as? Int)
        #expect(size <= SnapshotFailureManifest.maximumBytes)
        let read = try SnapshotFailureManifest.read(manifest)
        #expect(read.message.contains("more characters not kept in the report"))
        let html = try String(contentsOf: SnapshotReport(folder: place.reportFolder).index, encoding: .utf8)
        #expect(html.contains("data-failures=\"1\""))
        #expect(!html.contains("class=\"failure unreadable\"") && !html.contains("not a failure manifest"))
    }

    @Test("Failures whose test or suite name starts with a dot are listed, their files inside the artefacts folder")
    func dotNames() throws {
        let folder = try TemporaryFolder()
        let package = folder.url.appendingPathComponent("pkg")
        try FileManager.default.createDirectory(at: package, withIntermediateDirectories: true)
        try Data().write(to: package.appendingPathComponent("Package.swift"))
        let artifacts = folder.url.appendingPathComponent("artifacts")
        let environment = ["CANOPY_ARTIFACTS": artifacts.path]
        let places = try [("Tests/T/Suite.swift", "../escape()"), ("Tests/T/.Hidden.swift", "plain()")].map { file, test in
            try #require(SnapshotLocation(filePath: package.appendingPathComponent(file).path, testName: test, named: nil, environment: environment))
        }
        for place in places {
            _ = verifySnapshot(bitmap(4, 4), at: place)
            #expect(verifySnapshot(bitmap(4, 4, [(1, 1, .red)]), at: place).failureMessage != nil)
            #expect(place.artifact("actual").standardizedFileURL.path.hasPrefix(artifacts.path + "/"))
            #expect(FileManager.default.fileExists(atPath: place.artifact("actual").path))
        }
        let html = try String(contentsOf: artifacts.appendingPathComponent("index.html"), encoding: .utf8)
        #expect(html.contains("data-failures=\"2\""))
        #expect(!html.contains("No failing snapshots"))
        #expect(html.contains("Suite/.._escape") && html.contains(".Hidden/plain"))
        #expect(!html.contains("src=\"..") && !html.contains("src=\"/"))
    }

    @Test("A symbolic link planted as the report's lock file is refused and its target never created")
    func plantedLock() throws {
        let folder = try TemporaryFolder()
        let target = folder.url.appendingPathComponent("elsewhere/created-by-the-runner")
        try FileManager.default.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
        let report = folder.url.appendingPathComponent("report")
        try FileManager.default.createDirectory(at: report, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(at: report.appendingPathComponent(".canopy-report.lock"), withDestinationURL: target)
        #expect {
            try SnapshotReport(folder: report).rebuild()
        } throws: { error in
            "\(error)".contains(".canopy-report.lock is a symbolic link")
        }
        #expect(!FileManager.default.fileExists(atPath: target.path))
        #expect(!FileManager.default.fileExists(atPath: report.appendingPathComponent("index.html").path))
    }

    @Test("CANOPY_ARTIFACTS naming a file: the failure says a file is in the way at that path")
    func artifactsFolderIsAFile() throws {
        let folder = try TemporaryFolder()
        let package = folder.url.appendingPathComponent("pkg")
        try FileManager.default.createDirectory(at: package, withIntermediateDirectories: true)
        try Data().write(to: package.appendingPathComponent("Package.swift"))
        let blocker = folder.url.appendingPathComponent("artifacts-file")
        try Data("x".utf8).write(to: blocker)
        let place = try #require(
            SnapshotLocation(
                filePath: package.appendingPathComponent("Tests/T/Suite.swift").path, testName: "t()", named: nil,
                environment: ["CANOPY_ARTIFACTS": blocker.path]))
        _ = verifySnapshot(bitmap(4, 4), at: place)
        let message = try #require(verifySnapshot(bitmap(4, 4, [(1, 1, .red)]), at: place).failureMessage)
        #expect(message.contains("a file is in the way at \(blocker.path)"), "\(message)")
        #expect(!message.contains("NSCocoaErrorDomain"), "\(message)")
        #expect(try String(contentsOf: blocker, encoding: .utf8) == "x")
    }
}
