import Canopy
import CanopyCairo
import Foundation

/// Asserts that `view`, rendered at `scale`, matches its golden PNG.
///
/// The golden is `Snapshots/<TestFileName>/<testName>[.<named>].png` beside the nearest
/// `Package.swift` above `file`. A missing golden is recorded per `record` (or
/// `CANOPY_RECORD`; never when `CI` is set), which fails the test once. In a parameterized
/// Swift Testing test, pass a `named:` unique to each argument (the assertion fails without). A mismatch fails with
/// sizes, counts, bounds, a tolerance that would pass when the change is below notice (else
/// the size of the colour change), environment differences and the paths
/// of reference, actual and diff PNGs under `.canopy-failures/`. Reports through Swift
/// Testing or XCTest, whichever runs the caller; never throws or crashes.
public func assertSnapshot(
    of view: ViewNode, scale: CGFloat = 1, named: String? = nil, tolerance: SnapshotTolerance = .exact,
    record: SnapshotRecordMode? = nil, file: StaticString = #filePath, testName: String = #function, line: UInt = #line
) {
    SnapshotAssertion.run(
        named: named, tolerance: tolerance, record: record, file: file, testName: testName, line: line,
        metadata: RenderEnvironment.metadata(scale: scale, device: nil), tree: { TreeSnapshot(of: view) }
    ) { renderer in
        try renderer.render(view, scale: scale)
    }
}

/// Asserts that `window`, rendered at its device scale with its status bar, matches its golden.
///
/// Golden location, recording and reporting as for the view overload.
public func assertSnapshot(
    of window: WindowNode, named: String? = nil, tolerance: SnapshotTolerance = .exact,
    record: SnapshotRecordMode? = nil, file: StaticString = #filePath, testName: String = #function, line: UInt = #line
) {
    SnapshotAssertion.run(
        named: named, tolerance: tolerance, record: record, file: file, testName: testName, line: line,
        metadata: RenderEnvironment.metadata(scale: window.scale, device: window.device), tree: { TreeSnapshot(of: window) }
    ) { renderer in
        try renderer.render(window)
    }
}

/// Asserts that `controller`, hosted in a new window of `device` and rendered at its scale,
/// matches its golden.
///
/// Golden location, recording and reporting as for the view overload.
public func assertSnapshot(
    of controller: ViewControllerNode, on device: DeviceProfile, named: String? = nil,
    tolerance: SnapshotTolerance = .exact, record: SnapshotRecordMode? = nil,
    file: StaticString = #filePath, testName: String = #function, line: UInt = #line
) {
    // Hosted here rather than by the renderer so the tree dump sees the same window.
    let window = WindowNode(device: device)
    SnapshotAssertion.run(
        named: named, tolerance: tolerance, record: record, file: file, testName: testName, line: line,
        metadata: RenderEnvironment.metadata(scale: device.scale, device: device), tree: { TreeSnapshot(of: window) }
    ) { renderer in
        window.rootViewController = controller
        window.makeKeyAndVisible()
        return try renderer.render(window)
    }
}

/// The steps every overload shares: locate, render, verify, report.
enum SnapshotAssertion {
    static func run(
        named: String?, tolerance: SnapshotTolerance, record: SnapshotRecordMode?, file: StaticString,
        testName: String, line: UInt, metadata: [String: String], tree: () -> TreeSnapshot? = { nil },
        render: (CairoRenderer) throws -> Bitmap
    ) {
        let outcome = outcome(
            named: named, tolerance: tolerance, record: record, filePath: "\(file)", testName: testName, metadata: metadata, tree: tree,
            render: render)
        guard let message = outcome.failureMessage else { return }
        var attachments: [URL] = []
        if case .failed(_, let artifacts) = outcome { attachments = artifacts }
        SnapshotReporter.fail(message, attachments: attachments, file: file, line: line)
    }

    static func outcome(
        named: String?, tolerance: SnapshotTolerance, record: SnapshotRecordMode?, filePath: String,
        testName: String, metadata: [String: String], environment: [String: String] = ProcessInfo.processInfo.environment,
        tree: () -> TreeSnapshot? = { nil }, render: (CairoRenderer) throws -> Bitmap
    ) -> SnapshotOutcome {
        guard let location = SnapshotLocation(filePath: filePath, testName: testName, named: named) else {
            return .failed(message: "Cannot place the golden for \(testName): no Package.swift above \(filePath).")
        }
        if let problem = ParameterizedTestNaming.problem(testName: testName, named: named, golden: location.golden) {
            return .failed(message: problem)
        }
        let mode: SnapshotRecordMode
        do {
            mode = try SnapshotRecordMode.checkedResolve(record, environment: environment)
        } catch {
            return .failed(message: "Snapshot \(location.golden.lastPathComponent) not checked: \(error)")
        }
        let bitmap: Bitmap
        do {
            bitmap = try render(CairoRenderer())
        } catch {
            return .failed(message: "Snapshot \(location.golden.lastPathComponent) could not be rendered: \(error)")
        }
        return verifySnapshot(bitmap, at: location, tolerance: tolerance, record: mode, metadata: metadata, tree: tree())
    }
}
