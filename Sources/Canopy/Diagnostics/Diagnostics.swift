import Foundation
import Logging

/// Where refused calls are reported: swift-log's `"canopy"` logger and any capture scope.
public enum Diagnostics {
    /// The logger every diagnostic is written to, at warning level.
    public static let logger = Logger(label: "canopy")

    /// Collects diagnostics for one `capture` scope; shared with nested scopes.
    final class Collector: @unchecked Sendable {
        private let lock = NSLock()
        private var items: [Diagnostic] = []
        let parent: Collector?

        init(parent: Collector?) { self.parent = parent }

        func append(_ d: Diagnostic) {
            lock.lock()
            items.append(d)
            lock.unlock()
            parent?.append(d)
        }

        var collected: [Diagnostic] {
            lock.lock()
            defer { lock.unlock() }
            return items
        }
    }

    @TaskLocal static var current: Collector?

    /// Runs `body` and returns every diagnostic reported inside it, in order.
    ///
    /// Task-local: diagnostics from other threads or tasks are not seen. Nested scopes also
    /// pass what they collect to the enclosing scope.
    public static func capture(_ body: () throws -> Void) rethrows -> [Diagnostic] {
        let collector = Collector(parent: current)
        try $current.withValue(collector) { try body() }
        return collector.collected
    }

    /// Reports a diagnostic to the logger and to every active capture scope.
    public static func report(_ diagnostic: Diagnostic) {
        // A captured diagnostic was asked for by the caller, so it is logged quietly; an
        // uncaptured one is a warning.
        if let collector = current {
            logger.debug("\(diagnostic.message)", metadata: ["code": "\(diagnostic.code)"])
            collector.append(diagnostic)
        } else {
            logger.warning("\(diagnostic.message)", metadata: ["code": "\(diagnostic.code)"])
        }
    }

    /// How messages name an object: its type, then `'identifier'` when it has one, else its
    /// object id in hex.
    public static func name(of object: AnyObject, identifier: String?) -> String {
        let type = String(describing: Swift.type(of: object))
        if let identifier { return "\(type) '\(identifier)'" }
        return "\(type) 0x\(String(UInt(bitPattern: ObjectIdentifier(object).hashValue), radix: 16))"
    }

    /// Reports a diagnostic built from a code and a message.
    public static func report(code: String, _ message: String) {
        report(Diagnostic(code: code, message: message))
    }
}
