import Canopy
import CanopyCairo
import Foundation

@testable import CanopySnapshotTesting

/// A throw-away package whose card snapshots failed through the real assertion pipeline,
/// with the render environment recorded as `assertSnapshot` records it.
struct AcceptFixture {
    let package: URL
    let artifacts: URL
    let testFile: URL

    /// Makes `Package.swift`, the test file (unless `withTestFile` is false), records a
    /// golden per name with the title at y 30 and `goldenMetadata`, then fails each with the
    /// title at y 48.
    init(in scratch: URL, names: [String] = ["cardTitle()"], withTestFile: Bool = true, goldenMetadata: [String: String]? = nil) throws {
        package = scratch.appendingPathComponent("App")
        artifacts = package.appendingPathComponent(".canopy-failures")
        testFile = package.appendingPathComponent("Tests/AppTests/CardTests.swift")
        try FileManager.default.createDirectory(at: testFile.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data().write(to: package.appendingPathComponent("Package.swift"))
        if withTestFile { try Data("// the card's snapshots\n".utf8).write(to: testFile) }
        let renderer = CairoRenderer()
        for name in names {
            let location = try self.location(name)
            let before = ReportFixtures.card(titleY: 30), after = ReportFixtures.card(titleY: 48)
            _ = verifySnapshot(
                try renderer.render(before, scale: 2), at: location, metadata: goldenMetadata ?? Self.metadata, tree: TreeSnapshot(of: before))
            _ = verifySnapshot(
                try renderer.render(after, scale: 2), at: location, record: .never, metadata: Self.metadata, tree: TreeSnapshot(of: after))
        }
    }

    /// What `assertSnapshot` records for a view at scale 2.
    static var metadata: [String: String] { RenderEnvironment.metadata(scale: 2, device: nil) }

    func location(_ test: String) throws -> SnapshotLocation {
        guard let location = SnapshotLocation(filePath: testFile.path, testName: test, named: nil, environment: ["CANOPY_ARTIFACTS": artifacts.path])
        else { throw SnapshotSuiteError("no package root above \(testFile.path)") }
        return location
    }

    /// The bytes of a file in the package, by relative path.
    func contents(_ path: String) -> Data? { try? Data(contentsOf: package.appendingPathComponent(path)) }
}
