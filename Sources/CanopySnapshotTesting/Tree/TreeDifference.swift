import Foundation

/// The nodes whose dumped properties differ between two ``TreeSnapshot``s.
///
/// Nodes are matched by path: the two roots match each other, and below a matched parent a
/// child matches the child of the same key and occurrence, where the key is the
/// accessibility identifier or, for nodes without one, the type name. So `header/titleLabel`
/// keeps its identity when siblings are inserted before it, and the third untitled
/// `LabelNode` of a parent is `LabelNode[2]`. An added or removed subtree is listed once, at
/// its top node.
public struct TreeDifference: Sendable, Equatable {
    /// One changed, added or removed node.
    public struct Change: Sendable, Equatable, CustomStringConvertible {
        /// What happened to the node.
        public enum Kind: Sendable, Equatable {
            /// Matched in both trees; the listed properties differ.
            case changed([PropertyChange])
            /// Only in the new tree; `nodeCount` counts it and its descendants.
            case added(typeName: String, nodeCount: Int)
            /// Only in the old tree; `nodeCount` counts it and its descendants.
            case removed(typeName: String, nodeCount: Int)
        }

        /// The node's path, `/`-separated keys below the root (the root's own key for the root).
        public var path: String
        /// What happened to the node.
        public var kind: Kind

        /// One line: `header/titleLabel frame.y 44 → 47, frame.height 20 → 24`.
        public var description: String {
            switch kind {
            case .changed(let properties):
                return path + " " + properties.map { "\($0.name) \($0.old) → \($0.new)" }.joined(separator: ", ")
            case .added(let type, let count):
                return "\(path) added (\(type)\(count > 1 ? ", \(count) nodes" : ""))"
            case .removed(let type, let count):
                return "\(path) removed (\(type)\(count > 1 ? ", \(count) nodes" : ""))"
            }
        }
    }

    /// One property of a matched node, as the dump prints it before and after.
    public struct PropertyChange: Sendable, Equatable {
        /// `frame.y`, `hidden`, `alpha`, `clips`, `background`, `text` or `type`.
        public var name: String
        /// The old value as dumped.
        public var old: String
        /// The new value as dumped.
        public var new: String
    }

    /// Changed and added nodes in the new tree's order, then removed nodes in the old one's.
    public var changes: [Change]

    /// Compares two dumps; `old` is the golden's, `new` the current render's.
    public init(from old: TreeSnapshot, to new: TreeSnapshot) {
        let before = TreeIndex(old), after = TreeIndex(new)
        var changes: [Change] = []
        // match[i] is the old index of new node i, or -1.
        var match = [Int](repeating: -1, count: new.nodes.count)
        var matchedOld = [Bool](repeating: false, count: old.nodes.count)
        var lookup: [TreeIndex.Key: Int] = [:]
        for i in old.nodes.indices where i > 0 { lookup[before.key(i, parent: before.parents[i])] = i }
        var i = 0
        while i < new.nodes.count {
            let parent = after.parents[i]
            let oldIndex: Int? =
                parent < 0
                ? (old.nodes.isEmpty ? nil : 0)
                : (match[parent] < 0 ? nil : lookup[after.key(i, parent: match[parent])])
            guard let oldIndex else {
                let end = after.subtreeEnd(i)
                changes.append(Change(path: after.path(i), kind: .added(typeName: new.nodes[i].typeName, nodeCount: end - i)))
                i = end
                continue
            }
            match[i] = oldIndex
            matchedOld[oldIndex] = true
            let pairs = zip(old.nodes[oldIndex].properties, new.nodes[i].properties)
            let differing = pairs.filter { $0.0.value != $0.1.value }.map { PropertyChange(name: $0.1.name, old: $0.0.value, new: $0.1.value) }
            if !differing.isEmpty { changes.append(Change(path: after.path(i), kind: .changed(differing))) }
            i += 1
        }
        var j = 0
        while j < old.nodes.count {
            if matchedOld[j] { j += 1; continue }
            let end = before.subtreeEnd(j)
            changes.append(Change(path: before.path(j), kind: .removed(typeName: old.nodes[j].typeName, nodeCount: end - j)))
            j = end
        }
        self.changes = changes
    }

    /// True when no node changed.
    public var isEmpty: Bool { changes.isEmpty }

    /// At most `limit` change lines, then `… and N more` when some were left out.
    public func summary(limit: Int = 5) -> [String] {
        var lines = changes.prefix(max(0, limit)).map(\.description)
        if changes.count > lines.count { lines.append("… and \(changes.count - lines.count) more") }
        return lines
    }
}

/// Parents, sibling keys and paths of one dump, computed once without recursion.
struct TreeIndex {
    struct Key: Hashable {
        var parent: Int
        var name: String
        var occurrence: Int
    }

    let nodes: [TreeSnapshotNode]
    /// Parent index of each node, -1 for the root.
    let parents: [Int]
    /// Index of each node among its siblings with the same name.
    let occurrences: [Int]
    /// How many siblings share each node's name (itself included).
    let groupSizes: [Int]

    init(_ tree: TreeSnapshot) {
        nodes = tree.nodes
        var parents = [Int](repeating: -1, count: nodes.count)
        var occurrences = [Int](repeating: 0, count: nodes.count)
        var ancestors: [Int] = []
        var seen: [Key: Int] = [:]
        for (i, node) in nodes.enumerated() {
            while let last = ancestors.last, nodes[last].depth >= node.depth { ancestors.removeLast() }
            let parent = ancestors.last ?? -1
            parents[i] = parent
            let key = Key(parent: parent, name: Self.name(node), occurrence: 0)
            occurrences[i] = seen[key, default: 0]
            seen[key] = occurrences[i] + 1
            ancestors.append(i)
        }
        let nodes = self.nodes
        self.parents = parents
        self.occurrences = occurrences
        groupSizes = nodes.indices.map { i in seen[Key(parent: parents[i], name: Self.name(nodes[i]), occurrence: 0)] ?? 1 }
    }

    /// The identifier, or the type name for nodes without one.
    static func name(_ node: TreeSnapshotNode) -> String { node.identifier ?? node.typeName }

    /// Node `i`'s key under the given parent index (of whichever tree it is looked up in).
    func key(_ i: Int, parent: Int) -> Key { Key(parent: parent, name: Self.name(nodes[i]), occurrence: occurrences[i]) }

    /// One past the last descendant of node `i`.
    func subtreeEnd(_ i: Int) -> Int {
        var end = i + 1
        while end < nodes.count, nodes[end].depth > nodes[i].depth { end += 1 }
        return end
    }

    /// The node's display path: keys below the root joined by `/`, an occurrence index where
    /// siblings share a key or the key is a type name; the last eight levels of deep paths.
    func path(_ i: Int) -> String {
        func segment(_ k: Int) -> String {
            let name = Self.name(nodes[k])
            return (nodes[k].identifier == nil || groupSizes[k] > 1) ? "\(name)[\(occurrences[k])]" : name
        }
        if parents[i] < 0 { return Self.name(nodes[i]) }
        var segments: [String] = []
        var k = i
        while parents[k] >= 0 {
            if segments.count == 8 {
                segments.append("…")
                break
            }
            segments.append(segment(k))
            k = parents[k]
        }
        return segments.reversed().joined(separator: "/")
    }
}
