-- One database per service: a service never reads another's tables (see architecture.md).
-- Runs once, when the PostgreSQL volume is first initialised.
CREATE DATABASE identity;
CREATE DATABASE paper_generation;
CREATE DATABASE test_attempt;
CREATE DATABASE credits_ledger;
CREATE DATABASE explanations;
CREATE DATABASE payments;
CREATE DATABASE learning_analytics;
