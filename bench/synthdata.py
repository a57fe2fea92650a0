"""Deterministic, realistic review data of any size: the sample in data/ and the benchmark data sets.

`python -m bench.synthdata OUT_DIR --reviews N [--seed S]` writes OUT_DIR/reviews.json and a matching
OUT_DIR/insights.json whose counts, per-review entries and examples agree with the reviews.
"""
import argparse
import base64
import datetime
import json
import random
from collections import Counter, defaultdict
from pathlib import Path

TODAY = datetime.date(2026, 11, 20)
CROCKFORD = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"
_TO_CROCKFORD = str.maketrans("ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", CROCKFORD)

BUSINESS = {
    "name": "Brightwater Plumbing & Heating",
    "url": "https://brightwater-plumbing.example",
    "phone": "+1-503-555-0142",
    "email": "office@brightwater-plumbing.example",
    "description": "Family-run plumbing, drain and heating service for the Portland metro area since 1998.",
    "address": {"street": "2231 SE Division St", "city": "Portland", "region": "OR",
                "postal_code": "97202", "country": "US"},
    "hours": {"monday": "07:00-18:00", "tuesday": "07:00-18:00", "wednesday": "07:00-18:00",
              "thursday": "07:00-18:00", "friday": "07:00-17:00", "saturday": "08:00-14:00",
              "sunday": "closed"},
    "service_areas": ["Portland", "Beaverton", "Milwaukie", "Lake Oswego", "Gresham"],
    "categories": ["Plumber", "Drain cleaning", "Water heater installation", "Heating contractor"],
}
TECHNICIANS = ["Marco", "Dana", "Priya", "Luis", "Kevin"]
SERVICES = {
    "water-heater-repair": "water heater repair",
    "drain-cleaning": "drain cleaning",
    "leak-detection": "leak detection",
    "furnace-repair": "furnace repair",
    "sewer-line-replacement": "sewer line replacement",
    "toilet-repair": "toilet repair",
}
PROBLEMS = {"burst-pipe": "burst pipe", "clogged-drain": "clogged drain", "no-hot-water": "no hot water",
            "slab-leak": "slab leak", "no-heat": "no heat"}
PROBLEM_PHRASES = {"burst-pipe": "a burst pipe", "clogged-drain": "a clogged drain",
                   "no-hot-water": "having no hot water", "slab-leak": "a slab leak", "no-heat": "having no heat"}
ASPECTS = {"timeliness": "Timeliness", "professionalism": "Professionalism", "price": "Price",
           "quality": "Quality of work", "communication": "Communication", "cleanliness": "Cleanliness"}
AUTHORS = ["Jennifer M.", "Tom R.", "Aisha K.", "Carlos G.", "Megan L.", "Brian S.", "Linh N.", "Olga P.",
           "Derek W.", "Sofia H.", "Raj P.", "Hannah B.", "Gustavo F.", "Kim T.", "Zoe A.", "Patrick O."]

PRAISE = {
    "timeliness": ["showed up within the hour", "arrived right on time", "came out the same evening"],
    "professionalism": ["was courteous and professional", "explained every option patiently"],
    "price": ["the price was fair and quoted up front", "cost less than the other quote we got"],
    "quality": ["the repair has held up perfectly", "did careful, tidy work"],
    "communication": ["texted before arriving", "kept us informed the whole time"],
    "cleanliness": ["left the utility room cleaner than before", "wore shoe covers and cleaned up"],
}
COMPLAINT = {
    "timeliness": ["was three hours late with no call", "we waited two days for a visit"],
    "professionalism": ["seemed rushed and dismissive", "argued about the diagnosis"],
    "price": ["the bill was far above the estimate", "charged a steep after-hours fee"],
    "quality": ["the leak came back a week later", "the fix did not last"],
    "communication": ["nobody returned our calls", "the invoice was never explained"],
    "cleanliness": ["left mud on the carpet", "left old parts in the driveway"],
}


def ulid(rng: random.Random, day: datetime.date) -> str:
    millis = int(datetime.datetime(day.year, day.month, day.day, tzinfo=datetime.timezone.utc).timestamp() * 1000)
    millis += rng.randrange(86_400_000)
    value = (millis << 80) | rng.getrandbits(80)
    # 130 bits as 26 Crockford digits: base32 of the value padded to 160 bits, in Crockford's alphabet
    # (a character per digit in Python was a tenth of generating 100,000 reviews).
    return base64.b32encode((value << 30).to_bytes(20, "big"))[:26].decode("ascii").translate(_TO_CROCKFORD)


def _review(rng: random.Random, day: datetime.date, words: int):
    rating = rng.choices([5, 4, 3, 2, 1], weights=[55, 20, 10, 7, 8])[0]
    technician = rng.choice(TECHNICIANS)
    service_id = rng.choice(list(SERVICES))
    problem_id = rng.choice(list(PROBLEMS))
    area = rng.choice(BUSINESS["service_areas"])
    aspects = rng.sample(list(ASPECTS), rng.randint(1, 3))
    sentiment = "positive" if rating >= 4 else "neutral" if rating == 3 else "negative"
    phrases = PRAISE if rating >= 3 else COMPLAINT
    sentences = [f"Called Brightwater about {PROBLEM_PHRASES[problem_id]} at our place in {area}.",
                 f"{technician} handled the {SERVICES[service_id]}."]
    sentences += [f"{technician} {rng.choice(phrases[a])}." if a in ("timeliness", "professionalism")
                  else f"Also, {rng.choice(phrases[a])}." for a in aspects]
    filler = ["Would recommend to neighbours.", "Booking online was easy.", "We will see how it holds up.",
              "The dispatcher was friendly.", "Parking was tricky but they managed."]
    counted = sum(len(s.split()) for s in sentences)
    while counted < words:
        sentences.append(rng.choice(filler))
        counted += len(sentences[-1].split())
    text = " ".join(sentences)
    if rating == 3:
        text += " Mixed feelings overall."
    author = rng.choice(AUTHORS)
    review = {
        "id": ulid(rng, day),
        "author": author,
        "author_avatar_url": f"https://avatars.example/{rng.getrandbits(32):08x}.png" if rng.random() < 0.5 else None,
        "rating": rating,
        "date": day.isoformat(),
        "text": text,
        "source": rng.choice(["google", "google", "yelp", "facebook"]),
        "source_url": None,
        "owner_reply": None,
        "verified": rng.random() > 0.08,
    }
    if review["source"] != "facebook":
        review["source_url"] = f"https://{review['source']}.example/reviews/{review['id'].lower()}"
    if rng.random() < 0.12:
        review["text"] = None  # a rating-only review
    if rng.random() < 0.4:
        reply_day = min(day + datetime.timedelta(days=rng.randint(0, 6)), TODAY)
        reply = (f"Thank you, {author.split()[0]}! We will pass your kind words on to {technician}."
                 if rating >= 4 else f"{author.split()[0]}, we are sorry. Please call the office so we can make it right.")
        review["owner_reply"] = {"text": reply, "date": reply_day.isoformat()}
    per_review = {
        "sentiment": sentiment,
        "score": round({"positive": 0.6, "neutral": 0.0, "negative": -0.6}[sentiment] + rng.uniform(-0.3, 0.3), 2),
        "aspects": {a: sentiment if sentiment != "neutral" else rng.choice(["positive", "negative"]) for a in aspects},
        "technicians": [technician], "services": [service_id], "problems": [problem_id], "service_areas": [area],
    }
    return review, per_review


def generate(count: int, seed: int = 7, words: int = 40, days: int = 730, unindexed_newest: int = 3):
    """(reviews_file, insights_file) dicts for `count` reviews spread over `days` days before TODAY.

    The newest `unindexed_newest` verified reviews get no per_review entry, as if the insights were
    produced before they arrived: search then falls back to matching their text.
    """
    rng = random.Random(seed)
    pairs = []
    for _ in range(count):
        day = TODAY - datetime.timedelta(days=int(rng.random() ** 1.3 * days))
        pairs.append(_review(rng, day, words))
    pairs.sort(key=lambda p: (p[0]["date"], p[0]["id"]), reverse=True)
    reviews = [r for r, _ in pairs]
    verified = [(r, p) for r, p in pairs if r["verified"]]
    indexed = [(r, p) for r, p in verified[unindexed_newest:] if r["text"] is not None]
    per_review = {r["id"]: p for r, p in indexed}
    return {"business": BUSINESS, "reviews": reviews}, _insights(verified, indexed, per_review)


def _pct(part, whole):
    return round(100.0 * part / whole, 1) if whole else 0.0


def _score(entries):
    return round(sum(p["score"] for p in entries) / len(entries), 2) if entries else 0.0


def _insights(verified, indexed, per_review):
    by_sentiment = Counter(p["sentiment"] for _, p in indexed)
    aspects = []
    for aspect_id, label in ASPECTS.items():
        hits = [(r, p) for r, p in indexed if aspect_id in p["aspects"]]
        tally = Counter(p["aspects"][aspect_id] for _, p in hits)
        aspects.append({
            "id": aspect_id, "label": label, "mention_count": len(hits),
            "positive_count": tally["positive"], "neutral_count": tally["neutral"],
            "negative_count": tally["negative"], "positive_pct": _pct(tally["positive"], len(hits)),
            "score": _score([p for _, p in hits]),
            "top_phrases": PRAISE[aspect_id][:2], "example_review_ids": [r["id"] for r, _ in hits[:3]],
        })

    mentioning = defaultdict(list)  # (key, value) -> (review, entry) pairs, in indexed's order
    for pair in indexed:
        for key in ("technicians", "services", "problems", "service_areas"):
            for value in pair[1][key]:
                mentioning[key, value].append(pair)

    def entity(key, value, extra):
        hits = mentioning[key, value]
        return {**extra, "mention_count": len(hits), "score": _score([p for _, p in hits]),
                "example_review_ids": [r["id"] for r, _ in hits[:3]],
                "positive_pct": _pct(sum(p["sentiment"] == "positive" for _, p in hits), len(hits))}

    technicians = [entity("technicians", t, {"name": t}) for t in TECHNICIANS]
    services = [entity("services", s, {"id": s, "label": label.capitalize()}) for s, label in SERVICES.items()]
    problems = [entity("problems", s, {"id": s, "label": label.capitalize()}) for s, label in PROBLEMS.items()]
    for p in problems:
        del p["positive_pct"]
    areas = [{k: v for k, v in entity("service_areas", a, {"name": a}).items()
              if k in ("name", "mention_count", "example_review_ids")} for a in BUSINESS["service_areas"]]
    months = defaultdict(list)
    for r, _ in verified:
        months[r["date"][:7]].append(r)
    monthly = []
    for month in sorted(months):
        rs = months[month]
        scored = [per_review[r["id"]] for r in rs if r["id"] in per_review]
        monthly.append({"month": month, "review_count": len(rs),
                        "avg_rating": round(sum(r["rating"] for r in rs) / len(rs), 2),
                        "sentiment_score": _score(scored) if scored else None})
    half = len(monthly) // 2
    early = sum(m["avg_rating"] for m in monthly[:half]) / max(half, 1)
    late = sum(m["avg_rating"] for m in monthly[half:]) / max(len(monthly) - half, 1)
    trend = "improving" if late - early > 0.15 else "declining" if early - late > 0.15 else "stable"
    dates = [r["date"] for r, _ in verified]
    best = next((r for r, p in indexed if r["rating"] == 5), None)
    return {
        "version": 1,
        "generated_at": "2026-11-20T06:00:00Z",
        "model": "absa-pipeline 2.4 (offline)",
        "review_count": len(indexed),
        "date_range": {"earliest": min(dates, default=None), "latest": max(dates, default=None)},
        "overall_sentiment": {
            "score": _score([p for _, p in indexed]),
            "positive_pct": _pct(by_sentiment["positive"], len(indexed)),
            "neutral_pct": _pct(by_sentiment["neutral"], len(indexed)),
            "negative_pct": _pct(by_sentiment["negative"], len(indexed)),
        },
        "aspects": aspects,
        "entities": {"technicians": technicians, "services": services, "problems": problems,
                     "service_areas": areas},
        "topics": [{"id": "emergency-calls", "label": "Emergency calls", "mention_count": len(indexed) // 3,
                    "score": 0.41, "example_review_ids": [r["id"] for r, _ in indexed[:2]]},
                   {"id": "pricing-transparency", "label": "Pricing transparency",
                    "mention_count": len(indexed) // 5, "score": 0.12,
                    "example_review_ids": [r["id"] for r, _ in indexed[2:4]]}],
        "temporal": {"monthly": monthly, "trend": trend},
        "per_review": per_review,
        "faq": [
            {"question": "Do they handle emergencies after hours?",
             "answer": "Yes. Several reviewers describe same-evening visits for burst pipes, with an after-hours fee.",
             "source_review_ids": [r["id"] for r, _ in indexed[:2]]},
            {"question": "Are prices quoted up front?",
             "answer": "Mostly: reviewers praise up-front quotes, though a few report bills above the estimate.",
             "source_review_ids": [r["id"] for r, _ in indexed[2:4]]},
        ],
        "summary": ("Customers praise fast response and tidy, careful work, especially on water heaters and drains; "
                    "the main complaints are occasional late arrivals and after-hours pricing."),
        "pull_quote": best["text"].split(". ")[2].strip(".") + "." if best else "",
    }


def write(out_dir: Path, count: int, seed: int = 7, words: int = 40) -> None:
    reviews, insights = generate(count, seed=seed, words=words)
    out_dir.mkdir(parents=True, exist_ok=True)
    compact = count > 1000
    for name, data in (("reviews.json", reviews), ("insights.json", insights)):
        # json.dumps, not json.dump: dump streams through the pure-Python encoder, four times slower.
        text = json.dumps(data, ensure_ascii=False, indent=None if compact else 2)
        (out_dir / name).write_text(text + "\n", encoding="utf-8")


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("out_dir", type=Path)
    parser.add_argument("--reviews", type=int, default=72)
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--words", type=int, default=40, help="approximate words per review text")
    args = parser.parse_args()
    write(args.out_dir, args.reviews, seed=args.seed, words=args.words)
