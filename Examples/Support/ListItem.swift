import Foundation

/// The text of one list row.
public struct ListItem: Sendable, Hashable {
    /// First line.
    public var title: String
    /// Second line.
    public var subtitle: String

    /// Creates an item.
    public init(title: String, subtitle: String) {
        self.title = title
        self.subtitle = subtitle
    }

    /// The first letters of the first two words of the title.
    public var initials: String {
        String(title.split(separator: " ").prefix(2).compactMap(\.first)).uppercased()
    }

    /// A fixed, varied list of `count` inbox-style items.
    public static func sample(_ count: Int, topic: String = "inbox") -> [ListItem] {
        let names = [
            "Ada Lovelace", "Grace Hopper", "Alan Turing", "Katherine Johnson", "Edsger Dijkstra",
            "Barbara Liskov", "Donald Knuth", "Margaret Hamilton", "Dennis Ritchie", "Frances Allen",
            "Ken Thompson", "Radia Perlman",
        ]
        let lines = [
            "Notes on the analytical engine", "Compiler meeting moved to Thursday", "Re: the halting problem",
            "Trajectory numbers for the launch", "Go To statement considered harmful", "Substitution, revisited",
            "Chapter 7 proofs are ready", "Priority display review", "Pipes and filters", "Optimising loops",
            "Plan 9 build is green", "Spanning tree slides",
        ]
        return (0..<count).map { i in
            ListItem(title: names[i % names.count], subtitle: "\(topic.capitalized): \(lines[(i * 5) % lines.count])")
        }
    }
}
