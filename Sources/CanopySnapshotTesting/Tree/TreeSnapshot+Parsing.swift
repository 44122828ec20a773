import Foundation

extension TreeSnapshot {
    /// Reads back the text ``text`` produces.
    ///
    /// Throws a ``TreeSnapshotError`` naming the line and the offending value for anything
    /// else: a missing or unknown header, an unknown property, a malformed number or quote, a
    /// node more than one level deeper than the line before, or a second root.
    public init(parsing text: String) throws {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        if lines.last?.isEmpty == true { lines.removeLast() }
        guard let first = lines.first else { throw TreeSnapshotError(line: 0, reason: "the text is empty: no \"\(Self.header)\" header") }
        let header = first.split(separator: " ")
        guard header.count == 3, "\(header[0]) \(header[1])" == Self.header, header[2].hasPrefix("space="),
            let space = Space(rawValue: String(header[2].dropFirst("space=".count)))
        else {
            throw TreeSnapshotError(line: 1, reason: "expected the header \"\(Self.header) space=window|root\", found \"\(first.prefix(80))\"")
        }
        var nodes: [TreeSnapshotNode] = []
        nodes.reserveCapacity(lines.count - 1)
        for (offset, line) in lines.dropFirst().enumerated() {
            let number = offset + 2
            var parser = TreeLineParser(line: line, number: number)
            let node = try parser.parse()
            let previousDepth = nodes.last?.depth ?? -1
            if nodes.isEmpty ? node.depth != 0 : (node.depth < 1 || node.depth > previousDepth + 1) {
                let reason =
                    nodes.isEmpty
                    ? "the first node must not be indented (depth \(node.depth))"
                    : node.depth < 1
                        ? "a second root: only the first node may be unindented"
                        : "depth \(node.depth) follows depth \(previousDepth): a node can only be one level deeper than the line before"
                throw TreeSnapshotError(line: number, reason: reason)
            }
            nodes.append(node)
        }
        guard !nodes.isEmpty else { throw TreeSnapshotError(line: 0, reason: "the dump lists no node") }
        self.init(space: space, nodes: nodes)
    }
}

/// Reads one node line: indentation, type, optional quoted identifier, then properties.
struct TreeLineParser {
    let scalars: [Unicode.Scalar]
    let number: Int
    var index = 0

    init(line: Substring, number: Int) {
        scalars = Array(line.unicodeScalars)
        self.number = number
    }

    func fail(_ reason: String) -> TreeSnapshotError { TreeSnapshotError(line: number, reason: reason) }

    var atEnd: Bool { index >= scalars.count }

    mutating func parse() throws -> TreeSnapshotNode {
        var spaces = 0
        while !atEnd, scalars[index] == " " { spaces += 1; index += 1 }
        guard spaces % 2 == 0 else { throw fail("odd indentation of \(spaces) spaces") }
        var depth = spaces / 2
        if !atEnd, scalars[index] == "@" {
            index += 1
            let digits = token()
            guard depth == TreeSnapshotNode.maximumIndentedDepth, let value = Int(digits), value > depth, value < 1 << 40 else {
                throw fail("bad depth marker \"@\(digits)\"")
            }
            depth = value
            try expectSpace()
        }
        let typeName = token()
        guard !typeName.isEmpty else { throw fail("missing node type") }
        var node = TreeSnapshotNode(depth: depth, typeName: typeName, frame: .null)
        var sawFrame = false
        while !atEnd {
            try expectSpace()
            if scalars[index] == "\"" {
                guard node.identifier == nil, !sawFrame else { throw fail("unexpected quoted value") }
                node.identifier = try quoted()
                continue
            }
            let name = key()
            switch name {
            case "hidden": node.isHidden = true
            case "clips": node.clipsToBounds = true
            case "frame=": node.frame = try frame(); sawFrame = true
            case "alpha=": node.alpha = try number(token())
            case "background=":
                let value = token()
                guard value.count == 9, value.hasPrefix("#"), value.dropFirst().allSatisfy(\.isHexDigit) else {
                    throw fail("bad background \"\(value.prefix(40))\": expected #RRGGBBAA")
                }
                node.background = value.uppercased()
            case "text=":
                guard !atEnd, scalars[index] == "\"" else { throw fail("text must be quoted") }
                node.text = try quoted()
            case "indexPath=":
                let value = token()
                let parts = value.split(separator: ".", omittingEmptySubsequences: false)
                guard parts.count == 2, parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isNumber) }) else {
                    throw fail("bad indexPath \"\(value.prefix(40))\": expected section.row")
                }
                node.indexPath = value
            default: throw fail("unknown property \"\(name.prefix(40))\"")
            }
        }
        guard sawFrame else { throw fail("node \(typeName) has no frame") }
        return node
    }

    mutating func expectSpace() throws {
        guard !atEnd, scalars[index] == " " else { throw fail("expected a space at column \(index + 1)") }
        index += 1
        guard !atEnd else { throw fail("trailing space") }
    }

    /// Characters up to the next space or the end.
    mutating func token() -> String {
        var out = String.UnicodeScalarView()
        while !atEnd, scalars[index] != " " { out.append(scalars[index]); index += 1 }
        return String(out)
    }

    /// A bare flag, or a `name=` prefix including its `=`.
    mutating func key() -> String {
        var out = String.UnicodeScalarView()
        while !atEnd, scalars[index] != " " {
            out.append(scalars[index])
            index += 1
            if out.last == "=" { break }
        }
        return String(out)
    }

    func number(_ text: String) throws -> CGFloat {
        guard let value = TreeNumber.parse(Substring(text)) else { throw fail("bad number \"\(text.prefix(40))\"") }
        return value
    }

    mutating func frame() throws -> CGRect {
        let text = token()
        guard text.hasPrefix("("), text.hasSuffix(")"), text.count >= 2 else {
            throw fail("bad frame \"\(text.prefix(80))\": expected (x,y,width,height)")
        }
        let parts = text.dropFirst().dropLast().split(separator: ",", omittingEmptySubsequences: false)
        guard parts.count == 4 else { throw fail("bad frame \"\(text.prefix(80))\": expected four numbers") }
        let v = try parts.map { try number(String($0)) }
        return CGRect(x: v[0], y: v[1], width: v[2], height: v[3])
    }

    /// A quoted value with the escapes ``TreeQuoting`` writes.
    mutating func quoted() throws -> String {
        index += 1  // opening quote
        var out = String.UnicodeScalarView()
        while !atEnd {
            let s = scalars[index]
            index += 1
            switch s {
            case "\"": return String(out)
            case "\\":
                guard !atEnd else { throw fail("unfinished escape") }
                let e = scalars[index]
                index += 1
                switch e {
                case "\"", "\\": out.append(e)
                case "n": out.append("\n")
                case "r": out.append("\r")
                case "t": out.append("\t")
                case "u":
                    guard !atEnd, scalars[index] == "{", let close = scalars[index...].firstIndex(of: "}"), close - index <= 9 else {
                        throw fail("bad \\u escape")
                    }
                    let hex = String(String.UnicodeScalarView(scalars[(index + 1)..<close]))
                    guard let value = UInt32(hex, radix: 16), let scalar = Unicode.Scalar(value) else { throw fail("bad \\u{\(hex)} escape") }
                    out.append(scalar)
                    index = close + 1
                default: throw fail("unknown escape \\\(e)")
                }
            default: out.append(s)
            }
        }
        throw fail("unterminated quote")
    }
}
